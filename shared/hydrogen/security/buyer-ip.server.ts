/**
 * The shopper's IP as Oxygen reports it (`oxygen-buyer-ip`; MiniOxygen fills in 127.0.0.1 locally),
 * forwarded on the storefront's server-side calls so the services behind it (newsletter list, checkout
 * provider, phone login) rate-limit per shopper rather than per storefront server. Same header name
 * as Hydrogen's Storefront API client uses; those services trust it only from a caller that also
 * proves to be the merchant's server (docs/security.md, "Rate limits").
 */
export const BUYER_IP_HEADER = 'Shopify-Storefront-Buyer-IP';

export function buyerIp(request: Request): string | undefined {
  const value = request.headers.get('oxygen-buyer-ip')?.trim();
  return value ? value : undefined;
}

/** `{Shopify-Storefront-Buyer-IP: ip}`, or nothing when the request carries no buyer IP. */
export function buyerIpHeaders(request: Request): Record<string, string> {
  const ip = buyerIp(request);
  return ip ? {[BUYER_IP_HEADER]: ip} : {};
}
