import {Link, useLoaderData} from 'react-router';
import {getSeoMeta} from '@shopify/hydrogen';
import {Image} from '@shared/catalog/Image';
import {FrameEnd, FRAME_END_IN_PAGE} from '@shared/chrome/FrameEnd';
import type {Route} from './+types/_index';
import {ProductGrid} from '@shared/catalog/ProductCard';
import {CollectionTile} from '~/components/CollectionTile';
import {SHARED_PRODUCT_CARD_FRAGMENT} from '@shared/catalog/fragments';
import {seo} from '~/lib/seo';
import {store} from '~/store';
import {CARD_LABELS} from '~/components/catalog-labels';
import {freeShippingAnnouncement} from '~/components/chrome/announcement';
import {WIDE_SRCSET} from '@shared/catalog/image-widths';
import {
  imagePreload,
  LCP_IMAGE,
  type ImageLayout,
} from '@shared/catalog/lcp-image';

/** The hero picture, full width: the page's largest paint, preloaded (decision 151). */
const HERO_IMAGE: ImageLayout = {sizes: '100vw', srcSetOptions: WIDE_SRCSET};

// The first frame ends after the hero, the first screen (decision 156): a slow phone draws it before parsing
// the sections and footer beneath.
export const handle = FRAME_END_IN_PAGE;

export const meta: Route.MetaFunction = ({data}) => [
  ...(getSeoMeta(data?.seo) ?? []),
  ...imagePreload(data?.heroImage, HERO_IMAGE),
];

/** Category tiles on the home page, in this order (collections from the backend). */
export const HOME_CATEGORY_HANDLES = [
  'razors-1',
  'trimmers',
  'shaving-kits-razors',
  'shaving-foams-1',
  'skincare-products-for-men-1',
  'mens-beardcare-products',
  'buy-perfumes-fragrances-for-men',
  'gifts-for-men',
];

export async function loader({request, context}: Route.LoaderArgs) {
  const {storefront} = context;
  const data = await storefront.query(HOME_QUERY, {
    cache: storefront.CacheLong(),
  });
  const byHandle = new Map(data.collections.nodes.map((c) => [c.handle, c]));
  const categories = HOME_CATEGORY_HANDLES.map((handle) =>
    byHandle.get(handle),
  ).filter((c) => c != null);
  return {
    shopName: data.shop.name,
    bestSellers: data.bestSellers?.products.nodes ?? [],
    newArrivals: data.newArrivals?.products.nodes ?? [],
    heroImage: data.bestSellers?.image ?? null,
    categories,
    seo: seo.page({
      title: `${seo.brand} | ${store.tagline}`,
      description:
        data.shop.description ||
        `${store.tagline}. Razors, trimmers, shaving, skin care and fragrances.`,
      request,
      path: '/',
      jsonLd: seo.website(new URL(request.url).origin),
    }),
  };
}

export default function Home() {
  const {bestSellers, newArrivals, categories, heroImage} =
    useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        {heroImage ? (
          <div className="hero__media">
            <Image
              data={heroImage}
              sizes={HERO_IMAGE.sizes}
              srcSetOptions={HERO_IMAGE.srcSetOptions}
              {...LCP_IMAGE}
              alt=""
            />
          </div>
        ) : null}
        <div className="hero__content">
          <p className="hero__eyebrow">{store.tagline}</p>
          <h1 id="hero-title">Sharp looks start here</h1>
          <p>{`Razors, trimmers and skin care engineered for Indian beards and Indian weather. ${freeShippingAnnouncement(store.shipping.freeFromPaise)}.`}</p>
          <Link
            className="button button--primary"
            to="/collections/best-seller"
          >
            Shop best sellers
          </Link>
        </div>
      </section>
      <FrameEnd />
      <div className="page">
        <section className="home-section" aria-labelledby="best-sellers-title">
          <div className="home-section__header">
            <h2 id="best-sellers-title">Best sellers</h2>
            <Link to="/collections/best-seller">View all</Link>
          </div>
          {/* Below the hero on a phone: lazy, so they do not compete with the hero (decision 61). */}
          <ProductGrid products={bestSellers} labels={CARD_LABELS} />
        </section>
        <section className="home-section" aria-labelledby="categories-title">
          <div className="home-section__header">
            <h2 id="categories-title">Shop by category</h2>
            <Link to="/collections">All collections</Link>
          </div>
          <ul className="tile-grid">
            {categories.map((collection) => (
              <li key={collection.id}>
                <CollectionTile collection={collection} />
              </li>
            ))}
          </ul>
        </section>
        <section className="home-section" aria-labelledby="new-arrivals-title">
          <div className="home-section__header">
            <h2 id="new-arrivals-title">New arrivals</h2>
            <Link to="/collections/new-arrivals">View all</Link>
          </div>
          <ProductGrid products={newArrivals} labels={CARD_LABELS} />
        </section>
      </div>
    </>
  );
}

const HOME_QUERY = `#graphql
  query GroomingHome($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop {
      name
      description
    }
    bestSellers: collection(handle: "best-seller") {
      id
      image {
        id
        url
        altText
        width
        height
      }
      products(first: 8) {
        nodes {
          ...SharedProductCard
        }
      }
    }
    newArrivals: collection(handle: "new-arrivals") {
      id
      products(first: 4) {
        nodes {
          ...SharedProductCard
        }
      }
    }
    collections(first: 100) {
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
  ${SHARED_PRODUCT_CARD_FRAGMENT}
` as const;
