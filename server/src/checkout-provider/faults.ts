/**
 * Test-only fault injection for the provider stand-in (e2e tests of the storefront's error paths).
 *
 * Enabled only when the backend runs with PROVIDER_TEST_FAULTS=1:
 *   POST /provider/__test/faults  {"scope": "<cart token>" | "*", "faults": {"<point>": "<mode>"}}
 *   GET  /provider/__test/faults  → current table;  DELETE /provider/__test/faults → clears all.
 *   GET  /provider/__test/events?shop=<id> → the browser events the provider received (newest first).
 * Faults are keyed by cart token (the storefront forwards X-Cart-Token on every provider call), so
 * parallel tests with their own carts do not disturb each other; scope "*" applies to every call.
 *
 * Points and modes:
 *   cart:       'error' (GET cart answers 500)
 *   requestId:  'error' (statusCode 500 in the body) | 'missing' (statusCode 200, no requestId)
 *   offers:     'error' (500)
 *   validate:   'error' (500, not JSON) | 'invalid' (isValid false, no errorMessage nor message) | 'message' (isValid false, only message)
 *   initiation: 'fail'  (widget session refused → the widget posts {type: 'redirect'})
 *   complete:   'error' (order creation answers 500)
 *   events:     'error' (500; storefronts ignore the answer)
 */
export type FaultPoint =
  | 'cart'
  | 'requestId'
  | 'offers'
  | 'validate'
  | 'initiation'
  | 'complete'
  | 'events';

const table = new Map<string, Partial<Record<FaultPoint, string>>>();

export function faultsEnabled(): boolean {
  return process.env.PROVIDER_TEST_FAULTS === '1';
}

export function setFaults(
  scope: string,
  faults: Partial<Record<FaultPoint, string>>,
): void {
  if (Object.keys(faults).length === 0) table.delete(scope);
  else table.set(scope, {...faults});
}

export function clearFaults(): void {
  table.clear();
}

export function listFaults(): Record<
  string,
  Partial<Record<FaultPoint, string>>
> {
  return Object.fromEntries(table);
}

/** The mode of a fault for this cart token (or the global scope), when faults are enabled. */
export function fault(
  point: FaultPoint,
  cartToken: string | null | undefined,
): string | null {
  if (!faultsEnabled()) return null;
  return (
    (cartToken ? table.get(cartToken)?.[point] : undefined) ??
    table.get('*')?.[point] ??
    null
  );
}
