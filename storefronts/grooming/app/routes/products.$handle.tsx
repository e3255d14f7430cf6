import {AttemptKeyInput} from '@shared/cart/attempt-key';
import {Suspense, useEffect, useRef, useState} from 'react';
import {Await, Link, useLoaderData} from 'react-router';
import {
  Analytics,
  CartForm,
  getAdjacentAndFirstAvailableVariants,
  getProductOptions,
  getSelectedProductOptions,
  getSeoMeta,
  useOptimisticVariant,
  useSelectedOptionInUrlParam,
  type MappedProductOptions,
} from '@shopify/hydrogen';
import {Image} from '@shared/catalog/Image';
import type {FetcherWithComponents} from 'react-router';
import type {Route} from './+types/products.$handle';
import {CART_OUTAGE, isCartOutage} from '@shared/cart/outage';
import {useCartOutageToast} from '@shared/cart/use-cart-outage-toast';
import type {GroomingProductQuery, SharedProductVariantFragment} from 'storefrontapi.generated';
import {Breadcrumbs, type Crumb} from '@shared/catalog/Breadcrumbs';
import {ProductPrice} from '@shared/catalog/ProductPrice';
import {RatingStars} from '@shared/catalog/RatingStars';
import {ProductGrid} from '@shared/catalog/ProductCard';
import {SHARED_PRODUCT_CARD_FRAGMENT, SHARED_PRODUCT_PAGE_FRAGMENT} from '@shared/catalog/fragments';
import {breadcrumbJsonLd, canonicalUrl, pageSeo, productJsonLd} from '@shared/catalog/seo';
import {useOptionalCartDrawer} from '~/components/use-optional-cart-drawer';
import {store} from '~/store';
import {freeShippingAnnouncement} from '~/components/chrome/announcement';
import {DeliveryCheck} from '~/components/DeliveryCheck';
import {WIDE_SRCSET} from '@shared/catalog/image-widths';
import {LCP_IMAGE} from '@shared/catalog/lcp-image';
import {NotifyMe} from '@shared/notify-me/LazyNotifyMe';
import {GroomingRecentlyViewed} from '~/components/GroomingRecentlyViewed';

export const meta: Route.MetaFunction = ({data}) => getSeoMeta(data?.seo) ?? [];

/** Critical data (the product) is awaited; recommendations stream in after the page, as in Hydrogen's skeleton. */
export async function loader(args: Route.LoaderArgs) {
  const related = loadRelated(args);
  return {...(await loadProduct(args)), related};
}

/** "You may also like": best sellers other than this product; never fails the page (no section instead). */
function loadRelated({params, context}: Route.LoaderArgs) {
  return context.storefront
    .query(PRODUCT_RECOMMENDED_QUERY, {cache: context.storefront.CacheLong()})
    .then(({recommended}) => (recommended?.products.nodes ?? []).filter((p) => p.handle !== params.handle).slice(0, 4))
    .catch(() => []);
}

async function loadProduct({params, request, context}: Route.LoaderArgs) {
  const {handle} = params;
  const {storefront} = context;
  const {product} = await storefront.query(PRODUCT_QUERY, {
    variables: {handle, selectedOptions: getSelectedProductOptions(request)},
    cache: storefront.CacheShort(),
  });
  if (!product?.id) throw new Response('Product not found', {status: 404});

  const collection = product.collections.nodes.find((c) => !['all', 'cart-upsell', 'everything-bsc'].includes(c.handle));
  const crumbs: Crumb[] = [
    {name: 'Home', to: '/'},
    ...(collection ? [{name: collection.title, to: `/collections/${collection.handle}`}] : []),
    {name: product.title, to: `/products/${product.handle}`},
  ];
  const url = canonicalUrl(request, `/products/${product.handle}`);
  const origin = new URL(request.url).origin;
  const variant = product.selectedOrFirstAvailableVariant;
  const seo = pageSeo({
    brand: store.brand,
    title: product.seo.title ?? product.title,
    description: product.seo.description ?? product.description,
    request,
    path: `/products/${product.handle}`,
    image: product.featuredImage,
    jsonLd: [
      productJsonLd({
        url,
        brand: store.brand,
        product: {
          title: product.title,
          description: product.description,
          vendor: product.vendor,
          images: product.images.nodes,
          rating: product.rating?.value,
          ratingCount: product.ratingCount?.value,
        },
        variant: variant
          ? {sku: variant.sku, availableForSale: variant.availableForSale, price: variant.price, compareAtPrice: variant.compareAtPrice}
          : null,
      }),
      breadcrumbJsonLd(crumbs, origin),
    ],
  });
  return {product, crumbs, seo};
}

export default function ProductPage() {
  const {product, crumbs, related} = useLoaderData<typeof loader>();
  const selectedVariant = useOptimisticVariant(
    product.selectedOrFirstAvailableVariant,
    getAdjacentAndFirstAvailableVariants(product),
  );
  useSelectedOptionInUrlParam(selectedVariant.selectedOptions);
  const productOptions = getProductOptions({...product, selectedOrFirstAvailableVariant: selectedVariant});
  const hasOnlyDefault = productOptions.length === 1 && productOptions[0]!.optionValues.length === 1;

  return (
    <div className="page">
      <Breadcrumbs items={crumbs} />
      <div className="product">
        <Gallery product={product} selectedVariant={selectedVariant} />
        <div className="product__info">
          {product.vendor ? <p className="product__vendor">{product.vendor}</p> : null}
          <h1 className="product__title">{product.title}</h1>
          <RatingStars rating={product.rating?.value} count={product.ratingCount?.value} size={16} />
          <ProductPrice price={selectedVariant.price} compareAtPrice={selectedVariant.compareAtPrice} size="page" />
          <p className="product__tax">Inclusive of all taxes</p>
          {!hasOnlyDefault
            ? productOptions.map((option) => <VariantOption key={option.name} option={option} />)
            : null}
          <AddToCart variant={selectedVariant} />
          <DeliveryCheck />
          <ul className="product__perks">
            <li>{freeShippingAnnouncement(store.freeShippingThresholdPaise)}</li>
            <li>Cash on delivery available</li>
            <li>Easy 7-day returns on unopened items</li>
          </ul>
          <div className="product__description rte" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
        </div>
      </div>
      <GroomingRecentlyViewed current={product.handle} />
      <Suspense fallback={null}>
        <Await resolve={related}>
          {(products) =>
            products.length ? (
              <section className="product__related" aria-labelledby="related-title">
                <div className="home-section__header">
                  <h2 id="related-title">You may also like</h2>
                </div>
                <ProductGrid products={products} />
              </section>
            ) : null
          }
        </Await>
      </Suspense>
      <Analytics.ProductView
        data={{
          products: [
            {
              id: product.id,
              title: product.title,
              price: selectedVariant.price.amount,
              vendor: product.vendor,
              variantId: selectedVariant.id,
              variantTitle: selectedVariant.title,
              quantity: 1,
            },
          ],
        }}
      />
    </div>
  );
}

type LoadedProduct = NonNullable<GroomingProductQuery['product']>;

function Gallery({product, selectedVariant}: {product: LoadedProduct; selectedVariant: SharedProductVariantFragment}) {
  const images = product.images.nodes;
  const variantImageId = selectedVariant.image?.id;
  const [activeId, setActiveId] = useState(variantImageId ?? images[0]?.id);
  useEffect(() => {
    if (variantImageId) setActiveId(variantImageId);
  }, [variantImageId]);
  const active = images.find((image) => image.id === activeId) ?? selectedVariant.image ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        {active ? (
          <Image
            data={active}
            aspectRatio="1/1"
            sizes="(min-width: 1024px) 50vw, 100vw"
            srcSetOptions={WIDE_SRCSET}
            {...LCP_IMAGE}
            alt={active.altText || product.title}
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                aria-current={image.id === active?.id}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                onClick={() => setActiveId(image.id)}
              >
                <Image data={image} aspectRatio="1/1" width={68} sizes="68px" alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function VariantOption({option}: {option: MappedProductOptions}) {
  return (
    <fieldset className="variant-option">
      <legend>
        {option.name}: <span>{option.optionValues.find((value) => value.selected)?.name}</span>
      </legend>
      <div className="variant-option__values" role="radiogroup" aria-label={option.name}>
        {option.optionValues.map((value) => {
          const className = `variant-option__value${value.available ? '' : ' variant-option__value--unavailable'}`;
          const label = value.available ? value.name : `${value.name} (sold out)`;
          if (!value.exists) return null;
          return (
            <Link
              key={value.name}
              className={className}
              role="radio"
              aria-checked={value.selected}
              aria-label={label}
              to={value.isDifferentProduct ? `/products/${value.handle}?${value.variantUriQuery}` : `?${value.variantUriQuery}`}
              replace={!value.isDifferentProduct}
              preventScrollReset
              prefetch="intent"
            >
              {value.name}
            </Link>
          );
        })}
      </div>
    </fieldset>
  );
}

function AddToCart({variant}: {variant: SharedProductVariantFragment}) {
  const available = variant.availableForSale;
  // A sold-out variant offers the back-in-stock alert in place of the button (shared/notify-me).
  if (!available) return <NotifyMe variantId={variant.id} />;
  return (
    <CartForm
      route="/cart"
      action={CartForm.ACTIONS.LinesAdd}
      inputs={{lines: [{merchandiseId: variant.id, quantity: 1, selectedVariant: variant}]}}
    >
      {(fetcher) => (
        <>
          <AttemptKeyInput fetcher={fetcher} />
          <AddToCartButton fetcher={fetcher} available={available} />
        </>
      )}
    </CartForm>
  );
}

/** Opens the cart drawer once the line is in the cart (the header count updates on revalidation). */
function AddToCartButton({fetcher, available}: {fetcher: FetcherWithComponents<unknown>; available: boolean}) {
  const drawer = useOptionalCartDrawer();
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      wasSubmitting.current = true;
    } else if (wasSubmitting.current) {
      wasSubmitting.current = false;
      // An outage answer is a toast (below); the page stays as it was.
      if (!isCartOutage(fetcher.data)) drawer?.open();
    }
  }, [fetcher.state, fetcher.data, drawer]);
  useCartOutageToast(fetcher, CART_OUTAGE.message);
  const busy = fetcher.state !== 'idle';
  return (
    <div className="add-to-cart">
      <button type="submit" className="button button--primary" disabled={!available || busy} aria-busy={busy}>
        {!available ? 'Out of stock' : busy ? 'Adding…' : 'Add to cart'}
      </button>
    </div>
  );
}

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
