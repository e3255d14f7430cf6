import {Link, useLoaderData} from 'react-router';
import {Image, Money} from '@shopify/hydrogen';
import type {Route} from './+types/_index';

export const meta: Route.MetaFunction = () => [{title: 'Blade & Balm | Home'}];

export async function loader({context}: Route.LoaderArgs) {
  const {collection} = await context.storefront.query(HOME_BEST_SELLERS_QUERY, {
    variables: {handle: 'best-seller', first: 8},
    cache: context.storefront.CacheLong(),
  });
  return {collection};
}

export default function Home() {
  const {collection} = useLoaderData<typeof loader>();
  return (
    <section>
      <h1>Best sellers</h1>
      <ul className="product-grid">
        {collection?.products.nodes.map((product) => (
          <li key={product.id}>
            <Link to={`/products/${product.handle}`}>
              {product.featuredImage && <Image data={product.featuredImage} sizes="(min-width: 1024px) 25vw, 50vw" />}
              <span>{product.title}</span>
              <Money data={product.priceRange.minVariantPrice} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const HOME_BEST_SELLERS_QUERY = `#graphql
  query GroomingHomeBestSellers($handle: String!, $first: Int!) {
    collection(handle: $handle) {
      id
      products(first: $first) {
        nodes {
          id
          handle
          title
          featuredImage { id url altText width height }
          priceRange { minVariantPrice { amount currencyCode } }
        }
      }
    }
  }
` as const;
