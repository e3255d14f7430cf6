import type {Route} from './+types/[sitemap.xml]';
import {sitemapIndexResponse} from '@shared/seo/sitemap.server';
import {STATIC_SITEMAP} from '~/lib/sitemap';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

/** The sitemap index (Hydrogen's, shared with the grooming store): products, collections, pages and the store's own pages. */
export async function loader({
  request,
  context: {storefront},
}: Route.LoaderArgs) {
  return sitemapIndexResponse({
    storefront,
    request,
    types: ['products', 'collections', 'pages'],
    customChildSitemaps: [STATIC_SITEMAP],
  });
}

export const action = methodNotAllowed('GET');
