import {getSitemap} from '@shopify/hydrogen';
import type {Route} from './+types/sitemap.$type.$page[.xml]';

/** One child sitemap (Hydrogen's getSitemap): URLs of one resource type, 250 per page. */
export async function loader({request, params, context: {storefront}}: Route.LoaderArgs) {
  const response = await getSitemap({
    storefront,
    request,
    params,
    locales: [],
    getLink: ({type, baseUrl, handle}) => {
      switch (type) {
        case 'products':
          return `${baseUrl}/products/${handle}`;
        case 'collections':
          return `${baseUrl}/collections/${handle}`;
        case 'pages':
          return `${baseUrl}/pages/${handle}`;
        case 'blogs':
          return `${baseUrl}/blogs/${handle}`;
        case 'articles':
          // Article handles come as "<blog>/<article>".
          return `${baseUrl}/blogs/${handle}`;
        default:
          return `${baseUrl}/${type}/${handle}`;
      }
    },
  });
  response.headers.set('Cache-Control', `max-age=${60 * 60 * 24}`);
  return response;
}
