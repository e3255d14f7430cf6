import type {Route} from './+types/sitemap.$type.$page[.xml]';
import {sitemapResponse} from '@shared/seo/sitemap.server';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

/** One child sitemap (Hydrogen's getSitemap, shared with the gum store): URLs of one resource type, 250 per page. */
export async function loader({
  request,
  params,
  context: {storefront},
}: Route.LoaderArgs) {
  return sitemapResponse({storefront, request, params});
}

export const action = methodNotAllowed('GET');
