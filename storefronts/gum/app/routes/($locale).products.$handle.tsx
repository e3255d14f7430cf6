import {useEffect, useRef, useState} from 'react';
import {useLoaderData, useLocation, useNavigation, type FetcherWithComponents} from 'react-router';
import {Link, useLocalizePath} from '@shared/i18n/links';
import {useTranslation} from 'react-i18next';
import {Analytics, CartForm, getSeoMeta, getSelectedProductOptions, Image, useNonce} from '@shopify/hydrogen';
import {Money} from '@shared/money/Money';
import type {Route} from './+types/($locale).products.$handle';
import {isCartOutage} from '@shared/cart/outage';
import {useCartOutageToast} from '@shared/cart/use-cart-outage-toast';
import {useCartDrawer} from '@shared/cart/drawer/context';
import {serializeJsonLd} from '~/lib/faq-jsonld';
import {Rating} from '~/components/Rating';
import {RouteError} from '~/components/RouteError';
import {discountPercent, parseRating, parseRatingCount, savingPaise} from '@shared/catalog/pricing';
import {i18nServer, localizePathFor} from '~/lib/i18n';
import {optionValueTarget, pickVariant, productJsonLd, variantSearch} from '~/lib/product';
import {WIDE_SRCSET} from '@shared/catalog/image-widths';

export async function loader({params, context, request}: Route.LoaderArgs) {
  const {handle} = params;
  if (!handle) throw new Response('Not found', {status: 404});
  // The URL's options (`?Pack+Size=…` or `?पैक+साइज़=…`) go to the API, which matches them in either
  // language: a link shared from the English page selects the same variant on the Hindi one.
  const {product} = await context.storefront.query(PRODUCT_QUERY, {
    variables: {handle, selectedOptions: getSelectedProductOptions(request)},
    cache: context.storefront.CacheShort(),
  });
  if (!product) throw new Response('Not found', {status: 404});

  const url = new URL(request.url);
  const chosenId = product.selectedOrFirstAvailableVariant?.id;
  const variant = product.variants.nodes.find((v) => v.id === chosenId) ?? pickVariant(product.variants.nodes, []);
  const rating = {value: parseRating(product.rating?.value)?.value ?? null, count: parseRatingCount(product.ratingCount?.value, 0)};
  // This language's address of the product (`/hi/products/…` on Hindi pages), without variant options.
  const canonical = `${url.origin}${localizePathFor(`/products/${product.handle}`, i18nServer.language(request))}`;
  return {
    product,
    variant,
    rating,
    jsonLd: productJsonLd(product, canonical, rating),
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
  const {product, variant, rating, jsonLd} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const nonce = useNonce();
  const images = product.images.nodes;
  const [active, setActive] = useState(0);
  const location = useLocation();

  // Show the chosen variant's own image when it has one.
  useEffect(() => {
    const index = variant?.image ? images.findIndex((image) => image.url === variant.image?.url) : -1;
    setActive(index >= 0 ? index : 0);
  }, [variant?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const image = images[active] ?? images[0];
  const price = variant?.price;
  const compareAt = variant?.compareAtPrice;
  const percent = discountPercent(compareAt?.amount, price?.amount);
  const hasCompare = savingPaise(compareAt?.amount, price?.amount) !== null;

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
                loading="eager"
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
            {price && <Money data={price} className="price__current" as="span" />}
            {hasCompare && compareAt && <Money data={compareAt} className="price__compare" as="s" />}
            {percent !== null && <span className="badge">{t('product.save', {percent})}</span>}
          </div>
          <p className="muted small">{t('product.taxes')}</p>

          {product.options
            .filter((option) => option.optionValues.length > 1)
            .map((option) => (
              <fieldset key={option.name} className="option">
                <legend>
                  {option.name}: <strong>{variant?.selectedOptions.find((o) => o.name === option.name)?.value}</strong>
                </legend>
                <div className="option__values">
                  {option.optionValues.map((value) => {
                    const target = optionValueTarget(product.variants.nodes, variant, option.name, value.name);
                    const selected = variant?.selectedOptions.some((o) => o.name === option.name && o.value === value.name);
                    if (!target.variant) return null;
                    return (
                      <Link
                        key={value.name}
                        to={`${location.pathname}${variantSearch(target.variant)}`}
                        replace
                        preventScrollReset
                        prefetch="intent"
                        className="option__value"
                        aria-current={selected ? 'true' : undefined}
                        data-unavailable={!target.available || undefined}
                      >
                        {value.name}
                      </Link>
                    );
                  })}
                </div>
              </fieldset>
            ))}

          {variant && !variant.availableForSale && (
            <p className="stock stock--out" data-testid="stock">
              {t('product.outOfStock')}
            </p>
          )}
          {variant?.availableForSale && variant.quantityAvailable != null && variant.quantityAvailable > 0 && variant.quantityAvailable <= 10 && (
            <p className="stock stock--low">{t('product.onlyLeft', {count: variant.quantityAvailable})}</p>
          )}

          <AddToCart variant={variant} productTitle={product.title} />

          <ul className="trust-list">
            <li>{t('product.trust1')}</li>
            <li>{t('product.trust2')}</li>
            <li>{t('product.trust3')}</li>
          </ul>
          {product.productType.toLowerCase().includes('nicotine') && <p className="muted small">{t('product.ageNote')}</p>}

          <section className="product-info__details">
            <h2>{t('product.details')}</h2>
            <div className="rte" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
            {variant?.sku && (
              <p className="muted small">
                {t('product.sku')}: {variant.sku}
              </p>
            )}
          </section>
        </section>
      </div>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: serializeJsonLd(jsonLd)}}
      />
      {variant && (
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
      )}
    </div>
  );
}

type Variant = NonNullable<Route.ComponentProps['loaderData']['variant']>;

function AddToCart({variant, productTitle}: {variant: Variant | null; productTitle: string}) {
  const {t} = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  // A variant change is a navigation on the same path: the stock is being checked again.
  const checkingVariant = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const available = Boolean(variant?.availableForSale);
  const localize = useLocalizePath();
  return (
    <CartForm
      route={localize('/cart')}
      action={CartForm.ACTIONS.LinesAdd}
      inputs={{lines: variant ? [{merchandiseId: variant.id, quantity: 1, selectedVariant: variant}] : []}}
    >
      {(fetcher) => (
        <AddToCartButton
          fetcher={fetcher}
          disabled={!available}
          checking={checkingVariant}
          label={available ? t('product.addToCart') : t('product.outOfStock')}
          productTitle={productTitle}
        />
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

const PRODUCT_VARIANT_FRAGMENT = `#graphql
  fragment GumProductVariant on ProductVariant {
    id
    title
    sku
    barcode
    availableForSale
    quantityAvailable
    image {
      id
      url
      altText
      width
      height
    }
    price {
      amount
      currencyCode
    }
    compareAtPrice {
      amount
      currencyCode
    }
    selectedOptions {
      name
      value
    }
    product {
      id
      title
      handle
    }
  }
` as const;

const PRODUCT_QUERY = `#graphql
  query GumProduct(
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
    $language: LanguageCode
    $country: CountryCode
  ) @inContext(language: $language, country: $country) {
    product(handle: $handle) {
      id
      title
      description
      descriptionHtml
      handle
      productType
      vendor
      tags
      totalInventory
      seo {
        title
        description
      }
      images(first: 10) {
        nodes {
          id
          url
          altText
          width
          height
        }
      }
      options {
        name
        optionValues {
          name
        }
      }
      variants(first: 20) {
        nodes {
          ...GumProductVariant
        }
      }
      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
        id
      }
      rating: metafield(namespace: "reviews", key: "rating") {
        value
      }
      ratingCount: metafield(namespace: "reviews", key: "rating_count") {
        value
      }
      byline: metafield(namespace: "custom", key: "byline") {
        value
      }
    }
  }
  ${PRODUCT_VARIANT_FRAGMENT}
` as const;
