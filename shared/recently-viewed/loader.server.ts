import type {LoaderFunctionArgs} from 'react-router';
import {data} from 'react-router';
import {
  SHARED_IMAGE_FRAGMENT,
  SHARED_VARIANT_PRICES_FRAGMENT,
} from '../catalog/fragments';
import {RETRY_AFTER_SECONDS} from '../hydrogen/context/timeouts';
import {isHandle, RECENTLY_VIEWED_MAX} from './storage';
import type {RecentlyViewedItem} from './types';
import type {SharedRecentlyViewedProductFragment} from 'storefrontapi.generated';

type Product = SharedRecentlyViewedProductFragment | null | undefined;

/**
 * GET /api/recently-viewed?handles=a,b,… (gum: /hi/api/… for Hindi titles): each product's current
 * price and stock, in the order asked, unknown handles left out. One query of eight aliased
 * `product(handle:)` lookups (a short list repeats the first handle), which the real Storefront API
 * answers too. The handles say nothing about the shopper, so the answer may be cached briefly.
 */
export async function recentlyViewedLoader({
  request,
  context,
}: LoaderFunctionArgs) {
  const asked = (new URL(request.url).searchParams.get('handles') ?? '').split(
    ',',
  );
  const handles = [...new Set(asked.filter(isHandle))].slice(
    0,
    RECENTLY_VIEWED_MAX,
  );
  if (!handles.length)
    return data(
      {products: [] as RecentlyViewedItem[]},
      {status: asked.join('') ? 400 : 200},
    );
  const at = (i: number) => handles[i] ?? handles[0]!;
  const variables = {
    h0: at(0),
    h1: at(1),
    h2: at(2),
    h3: at(3),
    h4: at(4),
    h5: at(5),
    h6: at(6),
    h7: at(7),
  };
  let result: Record<string, Product>;
  try {
    result = await context.storefront.query(RECENTLY_VIEWED_QUERY, {
      variables,
      cache: context.storefront.CacheShort(),
    });
  } catch (error) {
    // The strip is an extra: during an outage it stays empty and the page is untouched.
    console.error('[recently-viewed] products could not be loaded', error);
    return data(
      {products: [] as RecentlyViewedItem[]},
      {status: 503, headers: {'Retry-After': String(RETRY_AFTER_SECONDS)}},
    );
  }
  const products = handles.flatMap((_, i): RecentlyViewedItem[] => {
    const product = result[`p${i}`];
    const variant = product?.selectedOrFirstAvailableVariant;
    if (!product || !variant) return [];
    return [
      {
        handle: product.handle,
        title: product.title,
        available: product.availableForSale,
        price: variant.price,
        compareAtPrice: variant.compareAtPrice ?? null,
        image: product.featuredImage ?? null,
      },
    ];
  });
  return data({products});
}

const RECENTLY_VIEWED_PRODUCT_FRAGMENT = `#graphql
  fragment SharedRecentlyViewedProduct on Product {
    handle
    title
    availableForSale
    featuredImage {
      ...SharedImage
    }
    selectedOrFirstAvailableVariant {
      ...SharedVariantPrices
    }
  }
  ${SHARED_IMAGE_FRAGMENT}
  ${SHARED_VARIANT_PRICES_FRAGMENT}
` as const;

const RECENTLY_VIEWED_QUERY = `#graphql
  query SharedRecentlyViewed(
    $h0: String!
    $h1: String!
    $h2: String!
    $h3: String!
    $h4: String!
    $h5: String!
    $h6: String!
    $h7: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    p0: product(handle: $h0) {
      ...SharedRecentlyViewedProduct
    }
    p1: product(handle: $h1) {
      ...SharedRecentlyViewedProduct
    }
    p2: product(handle: $h2) {
      ...SharedRecentlyViewedProduct
    }
    p3: product(handle: $h3) {
      ...SharedRecentlyViewedProduct
    }
    p4: product(handle: $h4) {
      ...SharedRecentlyViewedProduct
    }
    p5: product(handle: $h5) {
      ...SharedRecentlyViewedProduct
    }
    p6: product(handle: $h6) {
      ...SharedRecentlyViewedProduct
    }
    p7: product(handle: $h7) {
      ...SharedRecentlyViewedProduct
    }
  }
  ${RECENTLY_VIEWED_PRODUCT_FRAGMENT}
` as const;
