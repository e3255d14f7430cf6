import {memo, Suspense, useState} from 'react';
import {Await, useLoaderData} from 'react-router';
import {getSelectedProductOptions, getSeoMeta} from '@shopify/hydrogen';
import {useProductVariant} from '@shared/catalog/use-product-variant';
import {ProductViewEvent} from '@shared/analytics/ProductViewEvent';
import type {Route} from './+types/products.$handle';
import {CART_OUTAGE} from '@shared/cart/protocol';
import {AddToCart, type AddToCartLabels} from '@shared/catalog/AddToCart';
import {Breadcrumbs, type Crumb} from '@shared/catalog/Breadcrumbs';
import {
  ProductGallery,
  productGalleryPreload,
} from '@shared/catalog/ProductGallery';
import {ProductOptions} from '@shared/catalog/ProductOptions';
import {ProductPrice} from '@shared/catalog/ProductPrice';
import {RatingStars} from '@shared/catalog/RatingStars';
import {LegalInfo, type LegalLabels} from '@shared/catalog/LegalInfo';
import {ProductGrid} from '@shared/catalog/ProductCard';
import {
  SHARED_PRODUCT_CARD_FRAGMENT,
  SHARED_PRODUCT_PAGE_FRAGMENT,
} from '@shared/catalog/fragments';
import {breadcrumbJsonLd, canonicalUrl} from '@shared/catalog/seo';
import {seo} from '~/lib/seo';
import {store} from '~/store';
import {
  CARD_LABELS,
  PRICE_LABELS,
  RATING_LABELS,
} from '~/components/catalog-labels';
import {freeShippingAnnouncement} from '~/components/chrome/announcement';
import {CodPerk, DeliveryCheck} from '~/components/DeliveryCheck';
import type {DeliveryAnswer} from '@shared/delivery/answer';
import {lookupDelivery} from '~/lib/delivery.server';
import {NotifyMe} from '@shared/notify-me/LazyNotifyMe';
import {GroomingRecentlyViewed} from '~/components/GroomingRecentlyViewed';
import {GroomingReviews} from '~/components/GroomingReviews';
import {
  loadProductReviews,
  reviewWriteAction,
} from '@shared/reviews/route.server';
import {seoWithReviews} from '@shared/reviews/json-ld';
import {FrameEnd, FRAME_END_IN_PAGE} from '@shared/chrome/FrameEnd';
import {ScriptPreloads} from '@shared/chrome/ScriptPreloads';
import {lazyModuleScripts} from '@shared/chrome/lazy-chunks.server';

const ADD_TO_CART_LABELS: AddToCartLabels = {
  add: 'Add to cart',
  adding: 'Adding…',
  soldOut: 'Out of stock',
  checking: 'Checking stock…',
  outage: CART_OUTAGE.message,
  soldOutMeanwhile:
    'This product has just sold out and was not added to your cart.',
  notEnoughStock:
    "We don't have that many in stock: your cart has all we have.",
};

export const meta: Route.MetaFunction = ({data}) => [
  ...(getSeoMeta(data && seoWithReviews(data.seo, data.reviews.data)) ?? []),
  ...productGalleryPreload(data?.product),
];

// The first frame ends after the product's first screen, not after its reviews and footer (decision 156).
export const handle = FRAME_END_IN_PAGE;

/** Critical data (the product) is awaited; recommendations stream in after the page, as in Hydrogen's skeleton. */
export async function loader(args: Route.LoaderArgs) {
  const related = loadRelated(args);
  return {
    ...(await loadProduct(args)),
    related,
    // The cart drawer's scripts, fetched ahead for an early Add to cart (decision 169).
    drawerScripts: lazyModuleScripts('app/cart/CartDrawer.tsx'),
  };
}

async function loadProduct({params, request, context}: Route.LoaderArgs) {
  const {handle} = params;
  const {storefront} = context;
  // The reviews provider is asked beside the Storefront API, by handle (decision 125).
  const reviewsLoad = loadProductReviews(context, request, handle!);
  // The pincode box's GET form (no JavaScript, issue 34): the answer drawn in the page.
  const pincode = new URL(request.url).searchParams.get('pincode');
  const deliveryLoad =
    pincode === null
      ? null
      : lookupDelivery({request, context}, {pincode, locale: null});
  const {product} = await storefront.query(PRODUCT_QUERY, {
    variables: {handle, selectedOptions: getSelectedProductOptions(request)},
    cache: storefront.CacheShort(),
  });
  if (!product?.id) throw new Response('Product not found', {status: 404});

  const collection = product.collections.nodes.find(
    (c) => !['all', 'cart-upsell', 'everything-bsc'].includes(c.handle),
  );
  const crumbs: Crumb[] = [
    {name: 'Home', to: '/'},
    ...(collection
      ? [{name: collection.title, to: `/collections/${collection.handle}`}]
      : []),
    {name: product.title, to: `/products/${product.handle}`},
  ];
  const url = canonicalUrl(request, `/products/${product.handle}`);
  const origin = new URL(request.url).origin;
  const variant = product.selectedOrFirstAvailableVariant;
  const reviews = await reviewsLoad;
  const pageSeo = seo.page({
    title: product.seo.title ?? product.title,
    description: product.seo.description ?? product.description,
    request,
    path: `/products/${product.handle}`,
    image: product.featuredImage,
    // The reviews' part is added in `meta`, from the reviews this data already carries.
    jsonLd: [
      seo.product({
        url,
        product: {
          title: product.title,
          description: product.description,
          vendor: product.vendor,
          images: product.images.nodes,
          rating: product.rating?.value,
          ratingCount: product.ratingCount?.value,
        },
        variants: variant ? [variant] : [],
      }),
      breadcrumbJsonLd(crumbs, origin),
    ],
  });
  return {
    product,
    crumbs,
    seo: pageSeo,
    reviews,
    delivery: deliveryLoad ? (await deliveryLoad).answer : null,
  };
}

/** "You may also like": best sellers other than this product; never fails the page (no section instead). */
function loadRelated({params, context}: Route.LoaderArgs) {
  return context.storefront
    .query(PRODUCT_RECOMMENDED_QUERY, {cache: context.storefront.CacheLong()})
    .then(({recommended}) =>
      (recommended?.products.nodes ?? [])
        .filter((p) => p.handle !== params.handle)
        .slice(0, 4),
    )
    .catch(() => []);
}

/** The product page's one action: a shopper's written review (decision 127). */
export async function action({params, context, request}: Route.ActionArgs) {
  return reviewWriteAction({
    request,
    context,
    handle: params.handle!,
    language: 'en',
  });
}

export default function ProductPage() {
  const {product, crumbs, related, reviews, delivery, drawerScripts} =
    useLoaderData<typeof loader>();
  // The page's ?pincode= answer (no JavaScript) sets the COD perk from the first paint.
  const [deliveryAnswer, setDeliveryAnswer] = useState<DeliveryAnswer | null>(
    delivery,
  );
  const {variant: selectedVariant, productOptions} = useProductVariant(product);

  return (
    <div className="page">
      <ScriptPreloads hrefs={drawerScripts} />
      <Breadcrumbs label="Breadcrumb" items={crumbs} />
      <div className="product">
        <ProductGallery
          images={product.images.nodes}
          variantImage={selectedVariant.image}
          thumbWidth={68}
          labels={{
            name: product.title,
            alt: (image) => image.altText || product.title,
            thumb: (index, count) => `Show image ${index} of ${count}`,
          }}
        />
        <div className="product__info">
          {product.vendor ? (
            <p className="product__vendor">{product.vendor}</p>
          ) : null}
          <h1 className="product__title">{product.title}</h1>
          <RatingStars
            rating={product.rating?.value}
            count={product.ratingCount?.value}
            labels={RATING_LABELS}
            size={16}
          />
          <ProductPrice
            price={selectedVariant.price}
            compareAtPrice={selectedVariant.compareAtPrice}
            labels={PRICE_LABELS}
            size="page"
          />
          <p className="product__tax">Inclusive of all taxes</p>
          <ProductOptions
            options={productOptions}
            selected={selectedVariant.selectedOptions}
            soldOut={(value) => `${value} (sold out)`}
          />
          {/* A sold-out variant offers the back-in-stock alert in place of the button (shared/notify-me). */}
          {selectedVariant.availableForSale ? (
            <AddToCart variant={selectedVariant} labels={ADD_TO_CART_LABELS} />
          ) : (
            <NotifyMe variantId={selectedVariant.id} />
          )}
          <DeliveryCheck onAnswer={setDeliveryAnswer} initial={delivery} />
          <ul className="product__perks">
            <li>{freeShippingAnnouncement(store.shipping.freeFromPaise)}</li>
            {/* The COD perk follows the pincode box's answer (decision 101). */}
            <CodPerk answer={deliveryAnswer} />
            <li>Easy 7-day returns on unopened items</li>
          </ul>
          <div
            className="product__description rte"
            dangerouslySetInnerHTML={{__html: product.descriptionHtml}}
          />
          <LegalInfo
            product={product}
            variant={selectedVariant}
            labels={LEGAL_LABELS}
          />
        </div>
      </div>
      <FrameEnd />
      <GroomingReviews {...reviews} />
      <GroomingRecentlyViewed current={product.handle} />
      <RelatedProducts related={related} />
      <ProductViewEvent product={product} variant={selectedVariant} />
    </div>
  );
}

/** The legal block's words (shared/catalog/LegalInfo.tsx, decision 109). */
const LEGAL_LABELS: LegalLabels = {
  heading: 'Product information (as required by law)',
  manufacturer: 'Manufactured by',
  marketer: 'Marketed by',
  countryOfOrigin: 'Country of origin',
  netQuantity: 'Net quantity',
  bestBefore: 'Best before',
  mrp: 'MRP',
  mrpValue: (amount) => `${amount} (inclusive of all taxes)`,
  consumerCare: 'Consumer care',
};

const PRODUCT_QUERY = `#graphql
  query GroomingProduct(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...SharedProductPage
      featuredImage {
        ...SharedImage
      }
      collections(first: 5) {
        nodes {
          handle
          title
        }
      }
    }
  }
  ${SHARED_PRODUCT_PAGE_FRAGMENT}
` as const;

const PRODUCT_RECOMMENDED_QUERY = `#graphql
  query GroomingProductRecommended($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    recommended: collection(handle: "best-seller") {
      products(first: 5) {
        nodes {
          ...SharedProductCard
        }
      }
    }
  }
  ${SHARED_PRODUCT_CARD_FRAGMENT}
` as const;

// Memoised on its promise: the page's own updates while it hydrates (router state, the variant) must not reach
// this Suspense boundary before its streamed HTML has hydrated, or React throws that HTML away (error #421).
const RelatedProducts = memo(function RelatedProducts({
  related,
}: {
  related: Promise<Parameters<typeof ProductGrid>[0]['products']>;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={related}>
        {(products) =>
          products.length ? (
            <section
              className="product__related"
              aria-labelledby="related-title"
            >
              <div className="home-section__header">
                <h2 id="related-title">You may also like</h2>
              </div>
              <ProductGrid products={products} labels={CARD_LABELS} />
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
});
