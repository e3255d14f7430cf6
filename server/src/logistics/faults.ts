/**
 * Test-only outages of the logistics stand-in (PROVIDER_TEST_FAULTS=1, like the checkout provider's
 * faults.ts): POST /logistics/__test/faults {"pincode": "<pincode>" | "*", "mode": "down" | "slow" | null}.
 * 'down' answers 503; 'slow' answers after SLOW_MS, past every storefront timeout. Keyed by pincode so
 * parallel e2e tests keep to their own.
 */
import type {Handler} from '../http/router.ts';
import {BadRequest} from '../http/bad-request.ts';
import {faultsEnabled} from '../checkout-provider/faults.ts';

export type LogisticsFault = 'down' | 'slow';
export const SLOW_MS = 6000;

const table = new Map<string, LogisticsFault>();

export function logisticsFault(pincode: string): LogisticsFault | null {
  if (!faultsEnabled()) return null;
  return table.get(pincode) ?? table.get('*') ?? null;
}

export const logisticsFaultToggle: Handler = (ctx) => {
  if (ctx.req.method === 'DELETE') table.clear();
  if (ctx.req.method === 'POST') {
    const body = (ctx.body ?? {}) as {pincode?: unknown; mode?: unknown};
    if (typeof body.pincode !== 'string' || !body.pincode)
      throw new BadRequest('pincode (or "*") is required');
    if (body.mode === null || body.mode === undefined || body.mode === '')
      table.delete(body.pincode);
    else if (body.mode === 'down' || body.mode === 'slow')
      table.set(body.pincode, body.mode);
    else throw new BadRequest('mode must be "down", "slow" or null');
  }
  return {body: {faults: Object.fromEntries(table)}};
};
