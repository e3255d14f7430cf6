import {useLoaderData} from 'react-router';
import {getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/collections._index';
import {Breadcrumbs} from '@shared/catalog/Breadcrumbs';
import {breadcrumbJsonLd} from '@shared/catalog/seo';
import {seo} from '~/lib/seo';
import {CollectionTile} from '~/components/CollectionTile';

export const meta: Route.MetaFunction = ({data}) => getSeoMeta(data?.seo) ?? [];

/** Collections that are plumbing, not shelves. */
export const HIDDEN_COLLECTIONS = new Set(['cart-upsell']);

export async function loader({request, context}: Route.LoaderArgs) {
  const {collections} = await context.storefront.query(COLLECTIONS_QUERY, {
    cache: context.storefront.CacheLong(),
  });
  const crumbs = [
    {name: 'Home', to: '/'},
    {name: 'Collections', to: '/collections'},
  ];
  return {
    collections: collections.nodes.filter(
      (c) => !HIDDEN_COLLECTIONS.has(c.handle),
    ),
    crumbs,
    seo: seo.page({
      title: 'All collections',
      description: `Shop every ${seo.brand} collection: razors, trimmers, shaving, skin care, fragrances and gifts for men.`,
      request,
      jsonLd: breadcrumbJsonLd(crumbs, new URL(request.url).origin),
    }),
  };
}

export default function Collections() {
  const {collections, crumbs} = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <Breadcrumbs label="Breadcrumb" items={crumbs} />
      <header className="page__header">
        <h1 className="page__title">All collections</h1>
      </header>
      <ul className="tile-grid">
        {collections.map((collection, index) => (
          <li key={collection.id}>
            <CollectionTile
              collection={collection}
              loading={index < 4 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

const COLLECTIONS_QUERY = `#graphql
  query GroomingCollections($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(first: 100, sortKey: TITLE) {
      nodes {
        id
        handle
        title
        image {
          id
          url
          altText
          width
          height
        }
      }
    }
  }
` as const;
