import {describe, expect, it} from 'vitest';
import {
  CART_OUTAGE,
  CART_UNREADABLE,
  cartClientAction,
  isCartOutage,
} from './protocol';

describe('cart actions during an outage', () => {
  it('the outage body is recognised, with the message the pages toast', () => {
    expect(CART_OUTAGE.message).toBe(
      'Could not update your cart. Please try again.',
    );
    expect(
      isCartOutage({
        cart: null,
        errors: [{code: 'SERVICE_UNAVAILABLE', message: CART_OUTAGE.message}],
        warnings: [],
      }),
    ).toBe(true);
  });

  it('a refused action (user errors) is not an outage', () => {
    expect(
      isCartOutage({cart: null, errors: [{message: 'Quantity too high'}]}),
    ).toBe(false);
    expect(
      isCartOutage({cart: null, errors: [{message: CART_OUTAGE.message}]}),
    ).toBe(false);
    expect(isCartOutage(null)).toBe(false);
  });
});

describe('cartClientAction', () => {
  it("passes the server action's answer through", async () => {
    const answer = {cart: {id: 'c'}, errors: [], warnings: []};
    await expect(
      cartClientAction({serverAction: async () => answer}),
    ).resolves.toBe(answer);
  });

  it('an answer the router cannot read is a refusal with status 502, not a thrown error page', async () => {
    const result = (await cartClientAction({
      serverAction: async () => {
        throw new Error('Unable to decode turbo-stream response');
      },
    })) as {data: {errors: {message: string}[]}; init: {status: number}};
    expect(result.init.status).toBe(502);
    expect(result.data.errors).toEqual([{message: CART_UNREADABLE.message}]);
    expect(isCartOutage(result.data)).toBe(false);
  });

  it('a redirect passes through', async () => {
    const redirect = new Response(null, {status: 302});
    await expect(
      cartClientAction({
        serverAction: async () => {
          throw redirect;
        },
      }),
    ).rejects.toBe(redirect);
  });
});
