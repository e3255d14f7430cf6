/** The URLs objects carry: the shop's primary domain and image CDN URLs with Shopify's transform arguments. */
import type {ApiContext} from '../context.ts';

/** Absolute image URL with Shopify's transform arguments as query parameters. */
export function imageUrl(
  ctx: ApiContext,
  path: string,
  transform?: Record<string, unknown> | null,
): string {
  const url = `${ctx.origin}/cdn/shop/files/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  if (transform) {
    const {maxWidth, maxHeight, crop, scale, preferredContentType} =
      transform as Record<string, unknown>;
    const factor = typeof scale === 'number' && scale > 1 ? scale : 1;
    if (typeof maxWidth === 'number')
      params.set('width', String(maxWidth * factor));
    if (typeof maxHeight === 'number')
      params.set('height', String(maxHeight * factor));
    if (typeof crop === 'string') params.set('crop', crop.toLowerCase());
    if (typeof preferredContentType === 'string')
      params.set('format', preferredContentType.toLowerCase());
  }
  const query = params.toString();
  return query ? `${url}?${query}` : url;
}

/** The shop's primary domain: this backend's origin (Hydrogen strips it from menu URLs). */
export function primaryDomainUrl(ctx: ApiContext): string {
  return ctx.origin.replace(/\/+$/, '');
}
