import {useLoaderData} from 'react-router';
import {useTranslation} from 'react-i18next';
import {getSeoMeta, getSelectedProductOptions} from '@shopify/hydrogen';
import {useProductVariant} from '@shared/catalog/use-product-variant';
import {ProductViewEvent} from '@shared/analytics/ProductViewEvent';
import {formatWholeRupees} from '@shared/money/format';
import {store} from '~/store';
import {orderLimits} from '@config';
import type {Route} from './+types/($locale).products.$handle';
import {seo} from '~/lib/seo';
import {useCatalogLabels, useLegalLabels} from '~/components/catalog-labels';
import {LegalInfo} from '@shared/catalog/LegalInfo';
import {AddToCart} from '@shared/catalog/AddToCart';
import {Breadcrumbs} from '@shared/catalog/Breadcrumbs';
import {
  ProductGallery,
  productGalleryPreload,
} from '@shared/catalog/ProductGallery';
import {ProductOptions} from '@shared/catalog/ProductOptions';
import {ProductPrice} from '@shared/catalog/ProductPrice';
import {RatingStars} from '@shared/catalog/RatingStars';
import {RouteError} from '~/components/RouteError';
import {notFoundMeta} from '~/lib/fallback-title';
import {DeliveryCheck} from '~/components/DeliveryCheck';
import {lookupDelivery} from '~/lib/delivery.server';
import {i18nServer, localizePathFor} from '~/i18n';
import {SHARED_PRODUCT_PAGE_FRAGMENT} from '@shared/catalog/fragments';
import {GumNotifyMe} from '~/components/GumNotifyMe';
import {GumRecentlyViewed} from '~/components/GumRecentlyViewed';
import {GumReviews} from '~/components/GumReviews';
import {
  loadProductReviews,
  reviewWriteAction,
} from '@shared/reviews/route.server';
import {seoWithReviews} from '@shared/reviews/json-ld';
import {FrameEnd, FRAME_END_IN_PAGE} from '@shared/chrome/FrameEnd';

// A product that is not there (404) still has a title, in the page's language (decision 111).
export const meta: Route.MetaFunction = ({data, location}) =>
  data
    ? [
        ...(getSeoMeta(seoWithReviews(data.seo, data.reviews.data)) ?? []),
        ...productGalleryPreload(data.product),
      ]
    : notFoundMeta(location.pathname);

// The first frame ends after the product's first screen, not after its reviews and footer (decision 156).
export const handle = FRAME_END_IN_PAGE;

export async function loader({params, context, request}: Route.LoaderArgs) {
  const {handle} = params;
  if (!handle) throw new Response('Not found', {status: 404});
  // The reviews provider is asked beside the Storefront API, by handle (decision 125).
  const reviewsLoad = loadProductReviews(context, request, handle);
  // The pincode box's GET form (no JavaScript, issue 34): the answer drawn in the page.
  const pincode = new URL(request.url).searchParams.get('pincode');
  const deliveryLoad =
    pincode === null
      ? null
      : lookupDelivery(
          {request, context},
          {pincode, locale: i18nServer.language(request)},
        );
  // The URL's options (`?Pack+Size=…` or `?पैक+साइज़=…`) go to the API, which matches them in either
  // language: a link shared from the English page selects the same variant on the Hindi one.
  const {product: found} = await context.storefront.query(PRODUCT_QUERY, {
    variables: {handle, selectedOptions: getSelectedProductOptions(request)},
    cache: context.storefront.CacheShort(),
  });
  if (!found?.selectedOrFirstAvailableVariant)
    throw new Response('Not found', {status: 404});
  // Every variant (up to 20) is read only for the JSON-LD offers; the page picks variants with
  // Hydrogen's getProductOptions from the selected and adjacent ones, so the list stays on the server.
  const {variants, ...product} = found;
  const reviews = await reviewsLoad;

  const url = new URL(request.url);
  // This language's address of the product (`/hi/products/…` on Hindi pages), without variant options.
  const path = localizePathFor(
    `/products/${product.handle}`,
    i18nServer.language(request),
  );
  return {
    product,
    delivery: deliveryLoad ? (await deliveryLoad).answer : null,
    reviews,
    seo: seo.page({
      title: product.seo.title ?? product.title,
      description: product.seo.description ?? product.description,
      request,
      path,
      image: product.images.nodes[0]
        ? {url: product.images.nodes[0].url, altText: product.title}
        : null,
      // The reviews' part is added in `meta`, from the reviews this data already carries.
      jsonLd: seo.product({
        url: `${url.origin}${path}`,
        product: {
          ...product,
          images: product.images.nodes,
          rating: product.rating?.value,
          ratingCount: product.ratingCount?.value,
        },
        variants: variants.nodes,
        defaultRatingCount: 0,
      }),
    }),
  };
}

/** The product page's one action: a shopper's written review (decision 127). */
export async function action({params, context, request}: Route.ActionArgs) {
  return reviewWriteAction({
    request,
    context,
    handle: params.handle,
    language: i18nServer.language(request) === 'hi' ? 'hi' : 'en',
  });
}

export default function ProductPage() {
  const {product, reviews, delivery} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const images = product.images.nodes;
  const labels = useCatalogLabels();
  const legalLabels = useLegalLabels();
  // The per-order limit this product counts towards (hydrogen.config.ts orderLimits, decision 110).
  const limit = orderLimits.gum.find((l) => product.tags.includes(l.tag));
  const {variant, productOptions} = useProductVariant(product);

  return (
    <div className="container product-page">
      <Breadcrumbs
        label={t('nav.breadcrumb')}
        items={[
          {name: t('nav.home'), to: '/'},
          {name: t('nav.shop'), to: '/collections/all'},
          {name: product.title},
        ]}
      />
      <div className="product-page__grid">
        <ProductGallery
          images={images}
          variantImage={variant.image}
          thumbWidth={88}
          labels={{
            name: product.title,
            alt: (_, index, count) =>
              t('product.imageAlt', {
                title: product.title,
                index: index + 1,
                count,
              }),
            thumb: (index, count) => t('product.image', {index, count}),
          }}
        />

        <section className="product-info">
          {product.byline?.value && (
            <p className="eyebrow">{product.byline.value}</p>
          )}
          <h1>{product.title}</h1>
          <RatingStars
            rating={product.rating?.value}
            count={product.ratingCount?.value}
            labels={labels.rating}
            defaultCount={0}
          />
          <ProductPrice
            price={variant.price}
            compareAtPrice={variant.compareAtPrice}
            labels={{...labels.price, percentOff: labels.percentOff}}
            size="page"
            testId="product-price"
          />
          <p className="muted small">{t('product.taxes')}</p>

          <ProductOptions
            options={productOptions}
            selected={variant.selectedOptions}
            soldOut={(value) => `${value} (${t('product.outOfStock')})`}
          />

          {!variant.availableForSale && (
            <p className="stock stock--out" data-testid="stock">
              {t('product.outOfStock')}
            </p>
          )}
          {variant.availableForSale &&
            variant.quantityAvailable != null &&
            variant.quantityAvailable > 0 &&
            variant.quantityAvailable <= 10 && (
              <p className="stock stock--low">
                {t('product.onlyLeft', {count: variant.quantityAvailable})}
              </p>
            )}

          {variant.availableForSale ? (
            <AddToCart
              variant={variant}
              buttonClassName="button button--accent button--block button--large"
              labels={{
                add: t('product.addToCart'),
                adding: t('product.checking'),
                checking: t('product.checking'),
                soldOut: t('product.outOfStock'),
                outage: t('cart.updateFailed'),
                soldOutMeanwhile: t('cart.soldOutMeanwhile'),
                notEnoughStock: t('cart.notEnoughStock'),
                orderLimit: limit
                  ? t('limits.reached', {count: limit.maxUnits})
                  : undefined,
              }}
            />
          ) : (
            <GumNotifyMe variantId={variant.id} />
          )}
          {limit && (
            <p className="muted small" data-testid="order-limit">
              {t('limits.perOrder', {count: limit.maxUnits})}
            </p>
          )}
          <DeliveryCheck initial={delivery} />

          <ul className="trust-list">
            <li>{t('product.trust1')}</li>
            <li>{t('product.trust2')}</li>
            <li>
              {t('product.trust3', {
                amount: formatWholeRupees(store.shipping.freeFromPaise),
              })}
            </li>
          </ul>
          {product.productType.toLowerCase().includes('nicotine') && (
            <p className="muted small">{t('product.ageNote')}</p>
          )}

          <section className="product-info__details">
            <h2>{t('product.details')}</h2>
            <div
              className="rte"
              dangerouslySetInnerHTML={{__html: product.descriptionHtml}}
            />
            {variant.sku && (
              <p className="muted small">
                {t('product.sku')}: {variant.sku}
              </p>
            )}
          </section>
          <LegalInfo product={product} variant={variant} labels={legalLabels} />
        </section>
      </div>
      <FrameEnd />
      <GumReviews {...reviews} />
      <GumRecentlyViewed current={product.handle} />
      <ProductViewEvent product={product} variant={variant} />
    </div>
  );
}

export const ErrorBoundary = RouteError;

const PRODUCT_QUERY = `#graphql
  query GumProduct(
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
    $language: LanguageCode
    $country: CountryCode
  ) @inContext(language: $language, country: $country) {
    product(handle: $handle) {
      ...SharedProductPage
      productType
      tags
      totalInventory
      byline: metafield(namespace: "custom", key: "byline") {
        value
      }
      # 'Only N left' for the chosen variant.
      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
        quantityAvailable
      }
      # Every variant, for the JSON-LD offers only.
      variants(first: 20) {
        nodes {
          id
          title
          sku
          barcode
          availableForSale
          price {
            amount
            currencyCode
          }
        }
      }
    }
  }
  ${SHARED_PRODUCT_PAGE_FRAGMENT}
` as const;
