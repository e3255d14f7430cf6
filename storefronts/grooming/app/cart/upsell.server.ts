/**
 * GET /api/upsell: the 'cart-upsell' collection, minus products whose first variant is in the cart.
 * Answers {products: UpsellProduct[]}.
 */
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {SHARED_PRODUCT_CARD_FRAGMENT} from '@shared/catalog/fragments';
import {toUpsellProducts} from './upsell';

export const UPSELL_COLLECTION_HANDLE = 'cart-upsell';

/** Each product as its card shows it elsewhere, plus the first variant's own image. */
export const CART_UPSELL_QUERY = `#graphql
  query GroomingCartUpsell($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      products(first: 12) {
        nodes {
          ...SharedProductCard
          variants(first: 1) {
            nodes {
              image {
                url
                altText
              }
            }
          }
        }
      }
    }
  }
  ${SHARED_PRODUCT_CARD_FRAGMENT}
` as const;

export async function upsellLoader({
  context,
}: {
  request: Request;
  context: HydrogenRouterContextProvider;
}): Promise<Response> {
  const {storefront, cart} = context;
  const [data, current] = await Promise.all([
    storefront.query(CART_UPSELL_QUERY, {
      variables: {handle: UPSELL_COLLECTION_HANDLE},
      cache: storefront.CacheShort(),
    }),
    cart.get().catch(() => null),
  ]);
  const inCart = new Set<string>(
    (current?.lines?.nodes ?? []).map(
      (line: {merchandise: {id: string}}) => line.merchandise.id,
    ),
  );
  const products = toUpsellProducts(
    data?.collection?.products?.nodes ?? [],
    inCart,
  );
  return Response.json(
    {products},
    {headers: {'Cache-Control': 'private, no-store'}},
  );
}
