import {getSitemapIndex} from '@shopify/hydrogen';
import type {Route} from './+types/[sitemap.xml]';

/** The sitemap index (Hydrogen): one child sitemap per resource type and page. */
export async function loader({request, context: {storefront}}: Route.LoaderArgs) {
  const response = await getSitemapIndex({
    storefront,
    request,
    types: ['products', 'collections', 'pages', 'blogs', 'articles'],
  });
  response.headers.set('Cache-Control', `max-age=${60 * 60 * 24}`);
  return response;
}
