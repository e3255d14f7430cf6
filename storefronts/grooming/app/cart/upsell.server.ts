/**
 * GET /api/upsell: the 'cart-upsell' collection, minus products whose first variant is in the cart.
 * Answers {products: UpsellProduct[]}.
 */
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {SHARED_VARIANT_PRICES_FRAGMENT} from '@shared/catalog/fragments';
import {toUpsellProducts} from './upsell';

export const UPSELL_COLLECTION_HANDLE = 'cart-upsell';

export const CART_UPSELL_QUERY = `#graphql
  query SharedCartUpsell($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      products(first: 12) {
        nodes {
          id
          handle
          title
          availableForSale
          featuredImage {
            url
            altText
          }
          variants(first: 1) {
            nodes {
              id
              availableForSale
              image {
                url
                altText
              }
              ...SharedVariantPrices
            }
          }
        }
      }
    }
  }
  ${SHARED_VARIANT_PRICES_FRAGMENT}
` as const;

export async function upsellLoader({context}: {request: Request; context: HydrogenRouterContextProvider}): Promise<Response> {
  const {storefront, cart} = context;
  const [data, current] = await Promise.all([
    storefront.query(CART_UPSELL_QUERY, {
      variables: {handle: UPSELL_COLLECTION_HANDLE},
      cache: storefront.CacheShort(),
    }),
    cart.get().catch(() => null),
  ]);
  const inCart = new Set<string>((current?.lines?.nodes ?? []).map((line: {merchandise: {id: string}}) => line.merchandise.id));
  const products = toUpsellProducts(data?.collection?.products?.nodes ?? [], inCart);
  return Response.json({products}, {headers: {'Cache-Control': 'private, no-store'}});
}
