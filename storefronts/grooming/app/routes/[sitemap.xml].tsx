import type {Route} from './+types/[sitemap.xml]';
import {sitemapIndexResponse} from '@shared/seo/sitemap.server';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

/** The sitemap index (Hydrogen's, shared with the gum store): one child sitemap per resource type and page. */
export async function loader({
  request,
  context: {storefront},
}: Route.LoaderArgs) {
  return sitemapIndexResponse({storefront, request});
}

export const action = methodNotAllowed('GET');
