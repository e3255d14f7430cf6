import {AttemptKeyInput} from '@shared/cart/attempt-key';
import {useEffect, useRef, useState} from 'react';
import {useLoaderData, useLocation, useNavigation, type FetcherWithComponents} from 'react-router';
import {Link, useLocalizePath} from '@shared/i18n/links';
import {useTranslation} from 'react-i18next';
import {
  Analytics,
  CartForm,
  getAdjacentAndFirstAvailableVariants,
  getProductOptions,
  getSeoMeta,
  getSelectedProductOptions,
  useNonce,
  useOptimisticVariant,
  useSelectedOptionInUrlParam,
  type MappedProductOptions,
} from '@shopify/hydrogen';
import {Image} from '@shared/catalog/Image';
import type {SelectedOption} from '@shopify/hydrogen/storefront-api-types';
import type {SharedProductVariantFragment} from 'storefrontapi.generated';
import {Money} from '@shared/money/Money';
import {formatWholeRupees} from '@shared/money/format';
import {store} from '~/store';
import type {Route} from './+types/($locale).products.$handle';
import {isCartOutage} from '@shared/cart/outage';
import {useCartOutageToast} from '@shared/cart/use-cart-outage-toast';
import {useCartDrawer} from '@shared/cart/drawer/context';
import {serializeJsonLd} from '~/lib/faq-jsonld';
import {Rating} from '~/components/Rating';
import {RouteError} from '~/components/RouteError';
import {DeliveryCheck} from '~/components/DeliveryCheck';
import {discountPercent, parseRating, parseRatingCount, savingPaise} from '@shared/catalog/pricing';
import {i18nServer, localizePathFor} from '~/lib/i18n';
import {SHARED_PRODUCT_PAGE_FRAGMENT} from '@shared/catalog/fragments';
import {productJsonLd} from '~/lib/product';
import {WIDE_SRCSET} from '@shared/catalog/image-widths';
import {LCP_IMAGE} from '@shared/catalog/lcp-image';
import {GumNotifyMe} from '~/components/GumNotifyMe';
import {GumRecentlyViewed} from '~/components/GumRecentlyViewed';

export async function loader({params, context, request}: Route.LoaderArgs) {
  const {handle} = params;
  if (!handle) throw new Response('Not found', {status: 404});
  // The URL's options (`?Pack+Size=…` or `?पैक+साइज़=…`) go to the API, which matches them in either
  // language: a link shared from the English page selects the same variant on the Hindi one.
  const {product: found} = await context.storefront.query(PRODUCT_QUERY, {
    variables: {handle, selectedOptions: getSelectedProductOptions(request)},
    cache: context.storefront.CacheShort(),
  });
  if (!found?.selectedOrFirstAvailableVariant) throw new Response('Not found', {status: 404});
  // Every variant (up to 20) is read only for the JSON-LD offers; the page picks variants with
  // Hydrogen's getProductOptions from the selected and adjacent ones, so the list stays on the server.
  const {variants, ...product} = found;

  const url = new URL(request.url);
  const rating = {value: parseRating(product.rating?.value)?.value ?? null, count: parseRatingCount(product.ratingCount?.value, 0)};
  // This language's address of the product (`/hi/products/…` on Hindi pages), without variant options.
  const canonical = `${url.origin}${localizePathFor(`/products/${product.handle}`, i18nServer.language(request))}`;
  return {
    product,
    rating,
    jsonLd: productJsonLd({...product, variants}, canonical, rating),
    seo: {
      title: product.seo.title ?? `${product.title} | QuitPop`,
      description: product.seo.description ?? product.description.slice(0, 155),
      url: canonical,
      media: product.images.nodes[0]
        ? {url: product.images.nodes[0].url, type: 'image' as const, altText: product.title}
        : undefined,
    },
  };
}

export const meta: Route.MetaFunction = ({data}) => getSeoMeta(data?.seo) ?? [];
export const ErrorBoundary = RouteError;

export default function ProductPage() {
  const {product, rating, jsonLd} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const nonce = useNonce();
  const images = product.images.nodes;
  const [active, setActive] = useState(0);
  // Hydrogen's variant selection, as in the grooming store: the option links carry the variant's
  // options in the URL, the clicked variant shows at once while the loader confirms it.
  const variant = useOptimisticVariant(product.selectedOrFirstAvailableVariant, getAdjacentAndFirstAvailableVariants(product));
  useSelectedOptionInUrlParam(variant.selectedOptions);
  const productOptions = getProductOptions({...product, selectedOrFirstAvailableVariant: variant});

  // Show the chosen variant's own image when it has one.
  useEffect(() => {
    const index = variant.image ? images.findIndex((image) => image.url === variant.image?.url) : -1;
    setActive(index >= 0 ? index : 0);
  }, [variant.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const image = images[active] ?? images[0];
  const price = variant.price;
  const compareAt = variant.compareAtPrice;
  const percent = discountPercent(compareAt?.amount, price.amount);
  const hasCompare = savingPaise(compareAt?.amount, price.amount) !== null;

  return (
    <div className="container product-page">
      <nav className="breadcrumbs" aria-label={t('nav.breadcrumb')}>
        <Link to="/">{t('nav.home')}</Link> / <Link to="/collections/all">{t('nav.shop')}</Link> /{' '}
        <span aria-current="page">{product.title}</span>
      </nav>
      <div className="product-page__grid">
        <section className="gallery" aria-label={product.title}>
          <div className="gallery__main">
            {image && (
              <Image
                data={image}
                alt={t('product.imageAlt', {title: product.title, index: active + 1, count: images.length})}
                aspectRatio="1/1"
                sizes="(min-width: 1024px) 50vw, 100vw"
                srcSetOptions={WIDE_SRCSET}
                {...LCP_IMAGE}
                key={image.url}
              />
            )}
          </div>
          {images.length > 1 && (
            <ul className="gallery__thumbs">
              {images.map((thumb, index) => (
                <li key={thumb.id ?? thumb.url}>
                  <button
                    type="button"
                    className="gallery__thumb"
                    aria-current={index === active}
                    aria-label={t('product.image', {index: index + 1, count: images.length})}
                    onClick={() => setActive(index)}
                  >
                    <Image data={{...thumb, altText: null}} alt="" aspectRatio="1/1" width={88} sizes="88px" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="product-info">
          {product.byline?.value && <p className="eyebrow">{product.byline.value}</p>}
          <h1>{product.title}</h1>
          <Rating rating={rating.value} count={rating.count} />
          <div className="price price--large" data-testid="product-price">
            <Money data={price} className="price__current" as="span" />
            {hasCompare && compareAt && <Money data={compareAt} className="price__compare" as="s" />}
            {percent !== null && <span className="badge">{t('product.save', {percent})}</span>}
          </div>
          <p className="muted small">{t('product.taxes')}</p>

          {productOptions
            .filter((option) => option.optionValues.length > 1)
            .map((option) => (
              <VariantOption key={option.name} option={option} selected={variant.selectedOptions} />
            ))}

          {!variant.availableForSale && (
            <p className="stock stock--out" data-testid="stock">
              {t('product.outOfStock')}
            </p>
          )}
          {variant.availableForSale && variant.quantityAvailable != null && variant.quantityAvailable > 0 && variant.quantityAvailable <= 10 && (
            <p className="stock stock--low">{t('product.onlyLeft', {count: variant.quantityAvailable})}</p>
          )}

          {variant.availableForSale ? (
            <AddToCart variant={variant} productTitle={product.title} />
          ) : (
            <GumNotifyMe variantId={variant.id} />
          )}
          <DeliveryCheck />

          <ul className="trust-list">
            <li>{t('product.trust1')}</li>
            <li>{t('product.trust2')}</li>
            <li>{t('product.trust3', {amount: formatWholeRupees(store.freeShippingThresholdPaise)})}</li>
          </ul>
          {product.productType.toLowerCase().includes('nicotine') && <p className="muted small">{t('product.ageNote')}</p>}

          <section className="product-info__details">
            <h2>{t('product.details')}</h2>
            <div className="rte" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
            {variant.sku && (
              <p className="muted small">
                {t('product.sku')}: {variant.sku}
              </p>
            )}
          </section>
        </section>
      </div>
      <GumRecentlyViewed current={product.handle} />
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: serializeJsonLd(jsonLd)}}
      />
      <Analytics.ProductView
        data={{
          products: [
            {
              id: product.id,
              title: product.title,
              price: variant.price.amount,
              vendor: product.vendor,
              variantId: variant.id,
              variantTitle: variant.title,
              quantity: 1,
            },
          ],
        }}
      />
    </div>
  );
}

/**
 * One option's values as links to their variant (pack size, flavour); a sold-out one stays choosable.
 * A link keeps the shown variant's other options, so a second click made before the first one's page
 * has arrived keeps both choices (Hydrogen's `variantUriQuery` is the adjacent variant of the page that
 * was loaded); Hydrogen's query, its closest variant, when that combination does not exist.
 */
function VariantOption({option, selected}: {option: MappedProductOptions; selected: SelectedOption[]}) {
  return (
    <fieldset className="option">
      <legend>
        {option.name}: <strong>{option.optionValues.find((value) => value.selected)?.name}</strong>
      </legend>
      <div className="option__values">
        {option.optionValues.map((value) => {
          if (!value.variant) return null;
          const query = value.exists
            ? new URLSearchParams(selected.map((o) => [o.name, o.name === option.name ? value.name : o.value])).toString()
            : value.variantUriQuery;
          return (
            <Link
              key={value.name}
              to={value.isDifferentProduct ? `/products/${value.handle}?${value.variantUriQuery}` : `?${query}`}
              replace={!value.isDifferentProduct}
              preventScrollReset
              prefetch="intent"
              className="option__value"
              aria-current={value.selected ? 'true' : undefined}
              data-unavailable={!value.available || undefined}
            >
              {value.name}
            </Link>
          );
        })}
      </div>
    </fieldset>
  );
}

function AddToCart({variant, productTitle}: {variant: SharedProductVariantFragment; productTitle: string}) {
  const {t} = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  // A variant change is a navigation on the same path: the stock is being checked again.
  const checkingVariant = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const available = variant.availableForSale;
  const localize = useLocalizePath();
  return (
    <CartForm
      route={localize('/cart')}
      action={CartForm.ACTIONS.LinesAdd}
      inputs={{lines: [{merchandiseId: variant.id, quantity: 1, selectedVariant: variant}]}}
    >
      {(fetcher) => (
        <>
        <AttemptKeyInput fetcher={fetcher} />
        <AddToCartButton
          fetcher={fetcher}
          disabled={!available}
          checking={checkingVariant}
          label={available ? t('product.addToCart') : t('product.outOfStock')}
          productTitle={productTitle}
        />
        </>
      )}
    </CartForm>
  );
}

function AddToCartButton({
  fetcher,
  disabled,
  checking,
  label,
}: {
  fetcher: FetcherWithComponents<unknown>;
  disabled: boolean;
  checking: boolean;
  label: string;
  productTitle: string;
}) {
  const {t} = useTranslation();
  const drawer = useCartDrawer();
  const busy = fetcher.state !== 'idle' || checking;
  const wasBusy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== 'idle') wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      // Backend down or too slow: a toast (below) and the page stays as it was.
      if (!isCartOutage(fetcher.data)) drawer.open();
    }
  }, [fetcher.state, fetcher.data, drawer]);
  useCartOutageToast(fetcher, t('cart.updateFailed'));
  return (
    <button
      type="submit"
      className="button button--accent button--block button--large add-to-cart"
      disabled={disabled || busy}
      aria-busy={busy}
      data-testid="add-to-cart"
    >
      {busy ? t('product.checking') : label}
    </button>
  );
}

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
