import type {Route} from './+types/[robots.txt]';

/** robots.txt: shop pages are crawlable; cart, account, login APIs and search results are not. */
export async function loader({request}: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = robotsTxt(origin);
  return new Response(body, {
    status: 200,
    headers: {'Content-Type': 'text/plain', 'Cache-Control': `max-age=${60 * 60 * 24}`},
  });
}

export function robotsTxt(origin: string) {
  return [
    'User-agent: *',
    'Disallow: /cart',
    'Disallow: /account',
    'Disallow: /api/',
    'Disallow: /search',
    'Disallow: /*?*sort=',
    'Disallow: /*?*cursor=',
    '',
    'User-agent: adsbot-google',
    'Disallow: /cart',
    'Disallow: /account',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
