import type {IncomingMessage} from 'node:http';

/** The header storefront servers forward their shopper's IP in (Hydrogen's name for it). */
export const BUYER_IP_HEADER = 'shopify-storefront-buyer-ip';

/** The connecting address, without the IPv4-mapped IPv6 prefix. */
export function socketAddress(req: IncomingMessage): string {
  return (req.socket?.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/**
 * The buyer's IP for rate limits: the forwarded header when the caller proved to be the merchant's
 * server (`trusted`: a valid API key or private token), else the address the request came from.
 * A browser cannot pick its own bucket by sending the header.
 */
export function buyerIp(req: IncomingMessage, trusted: boolean): string {
  if (trusted) {
    const raw = req.headers[BUYER_IP_HEADER];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value && value.length <= 64) return value;
  }
  return socketAddress(req);
}
