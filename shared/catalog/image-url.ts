import type {ComponentProps} from 'react';
import type {Image} from '@shopify/hydrogen';

type Loader = NonNullable<ComponentProps<typeof Image>['loader']>;
type LoaderParams = Parameters<Loader>[0];

const PLACEHOLDER_DOMAIN = 'https://placeholder.shopify.com';

/**
 * Hydrogen's own `shopifyLoader` (Image's default `loader`), as it is: parse the URL and append
 * width, height and crop. Kept for the URLs the fast path below does not take.
 */
export function urlParsingLoader({
  src,
  width,
  height,
  crop,
}: LoaderParams): string {
  if (!src) return '';
  const url = new URL(src, PLACEHOLDER_DOMAIN);
  if (width) url.searchParams.append('width', Math.round(width).toString());
  if (height) url.searchParams.append('height', Math.round(height).toString());
  if (crop) url.searchParams.append('crop', crop);
  return url.href.replace(PLACEHOLDER_DOMAIN, '');
}

// An absolute http(s) URL already in the form the URL parser writes: lower-case host, a port other
// than the scheme's default, a path without dot segments or escapes, at most a plain key=value query.
const PLAIN_URL =
  /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::[1-9]\d{0,4})?\/[\w~!$&'()*+,;=:@/-]*(?:\.[\w~!$&'()*+,;=:@-]+)*$/;
const PLAIN_QUERY = /^[\w.*-]+=[\w.*-]*(?:&[\w.*-]+=[\w.*-]*)*$/;
const DEFAULT_PORT = /^(?:http:\/\/[^/]+:80|https:\/\/[^/]+:443)\//;

/**
 * Image's `loader`: the same URLs as Hydrogen's `shopifyLoader`, written as strings. The parse and
 * three URLSearchParams appends per URL, five URLs per image, were a tenth of a product grid's
 * server render (decision 56). URLs of other shapes go through
 * `urlParsingLoader`.
 */
export const imageUrl: Loader = (params) => {
  const {src, width, height, crop} = params;
  if (!src) return '';
  const q = src.indexOf('?');
  const base = q < 0 ? src : src.slice(0, q);
  const query = q < 0 ? '' : src.slice(q + 1);
  if (
    !PLAIN_URL.test(base) ||
    base.includes('/.') ||
    DEFAULT_PORT.test(base) ||
    (q >= 0 && !PLAIN_QUERY.test(query))
  ) {
    return urlParsingLoader(params);
  }
  const added: string[] = [];
  if (width) added.push(`width=${Math.round(width)}`);
  if (height) added.push(`height=${Math.round(height)}`);
  if (crop) added.push(`crop=${crop}`);
  if (!added.length) return src;
  return `${src}${query ? '&' : '?'}${added.join('&')}`;
};
