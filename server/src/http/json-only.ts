/**
 * The guard of `jsonOnly` routes (router.ts): the backend's JSON APIs that browsers can reach. A page on
 * another site can send a "simple" cross-site POST (text/plain or a form, no CORS preflight) and the
 * route would run even though the page cannot read the answer: OTP texts to numbers it chooses,
 * newsletter sign-ups, fake provider events. Refused here before the body is parsed:
 * - an `Origin` that is not one of the storefronts' (origins.ts): 403. Storefront servers calling
 *   server to server send no Origin; every browser sends one on a cross-origin POST;
 * - a body type other than `application/json`: 415 (a browser sends JSON cross-origin only after a
 *   preflight, which only the storefront origins pass).
 */
import type {IncomingMessage} from 'node:http';
import {BadRequest} from './bad-request.ts';
import {allowedOrigin} from './origins.ts';

export function assertStorefrontJson(req: IncomingMessage): void {
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedOrigin(origin)) {
    throw new BadRequest(
      'Cross-site request refused: this origin may not call this API',
      403,
    );
  }
  const type = (req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/json')
    throw new BadRequest('Send the request body as application/json', 415);
}
