import type {IncomingMessage} from 'node:http';
import {buyerIp, socketAddress} from '../rate-limit/buyer-ip.ts';
import {limiter, throttledReply} from '../rate-limit/limits.ts';

const MESSAGE = 'Too many sign-ups from your network. Please try again later.';

/**
 * Sign-ups per shopper (the storefront forwards the shopper's IP; a direct caller is its own address)
 * and per connecting address (the list has no merchant key, so the forwarded IP is taken on trust and
 * this caps what naming other IPs can buy). A 429 reply when either is used up, else null.
 */
export function subscribeLimit(req: IncomingMessage) {
  const sender = limiter('newsletterPerSender').consume(`newsletter:${socketAddress(req)}`);
  if (!sender.allowed) return throttledReply(sender, MESSAGE);
  const shopper = limiter('newsletterPerIp').consume(`newsletter:${buyerIp(req, true)}`);
  if (!shopper.allowed) return throttledReply(shopper, MESSAGE);
  return null;
}
