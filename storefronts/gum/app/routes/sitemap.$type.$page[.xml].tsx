import type {Route} from './+types/sitemap.$type.$page[.xml]';
import {
  renderLocalizedSitemap,
  sitemapResponse,
} from '@shared/seo/sitemap.server';
import {STATIC_PATHS, sitemapLanguages} from '~/lib/sitemap';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

/** One child sitemap: every page in English (`/…`) and Hindi (`/hi/…`), each with hreflang alternates. */
export async function loader({
  request,
  params,
  context: {storefront},
}: Route.LoaderArgs) {
  if (params.type === 'static') {
    if (params.page !== '1') throw new Response('Not found', {status: 404});
    const body = renderLocalizedSitemap(
      STATIC_PATHS.map((handle) => ({handle})),
      {
        origin: new URL(request.url).origin,
        type: 'static',
        ...sitemapLanguages,
      },
    );
    return new Response(body, {
      headers: {
        'Content-Type': 'application/xml',
        'Cache-Control': `max-age=${60 * 60 * 24}`,
      },
    });
  }
  return sitemapResponse({
    storefront,
    request,
    params,
    languages: sitemapLanguages,
  });
}

export const action = methodNotAllowed('GET');
