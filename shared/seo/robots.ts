/**
 * robots.txt for a storefront (shared by both stores): shop pages are crawlable; cart, account,
 * login APIs, search results and sorted/paged duplicates are not, in every language prefix
 * (`''` and, for the gum store, `/hi`). Points crawlers at the sitemap index.
 */
export function robotsTxt(
  origin: string,
  {prefixes = ['']}: {prefixes?: readonly string[]} = {},
): string {
  const privatePaths = (paths: string[]) =>
    prefixes.flatMap((prefix) =>
      paths.map((path) => `Disallow: ${prefix}${path}`),
    );
  return [
    'User-agent: *',
    ...privatePaths(['/cart', '/account', '/search']),
    'Disallow: /api/',
    'Disallow: /*?*sort=',
    'Disallow: /*?*cursor=',
    '',
    'User-agent: adsbot-google',
    ...privatePaths(['/cart', '/account']),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The robots.txt response: plain text, cached for a day. */
export function robotsResponse(
  request: Request,
  options?: {prefixes?: readonly string[]},
): Response {
  return new Response(robotsTxt(new URL(request.url).origin, options), {
    status: 200,
    headers: {
      'Content-Type': 'text/plain',
      'Cache-Control': `max-age=${60 * 60 * 24}`,
    },
  });
}
