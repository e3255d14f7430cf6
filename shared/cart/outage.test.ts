import {describe, expect, it} from 'vitest';
import {CART_OUTAGE, cartOutageBody, isCartOutage} from './outage';
import {cartOutageResponse, guardCartAction} from './outage.server';
import {serviceUnavailable} from '../hydrogen/unavailable';

describe('cart actions during an outage', () => {
  it('answer 503 with Retry-After and the outage body the pages toast', async () => {
    const response = cartOutageResponse();
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    const body = await response.json();
    expect(body).toEqual({cart: null, errors: [{code: CART_OUTAGE.code, message: 'Could not update your cart. Please try again.'}], warnings: []});
    expect(isCartOutage(body)).toBe(true);
  });

  it('guardCartAction turns a thrown outage into data, and lets other errors through', async () => {
    const guarded = (await guardCartAction(() => Promise.reject(serviceUnavailable()))) as unknown as {data: unknown; init: ResponseInit};
    expect(guarded.data).toEqual(cartOutageBody());
    expect(guarded.init.status).toBe(503);
    await expect(guardCartAction(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(guardCartAction(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('a refused action (user errors) is not an outage', () => {
    expect(isCartOutage({cart: null, errors: [{message: 'Quantity too high'}]})).toBe(false);
    expect(isCartOutage(null)).toBe(false);
  });
});
