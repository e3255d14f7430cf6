import {useLoaderData} from 'react-router';
import {Link} from '@shared/i18n/links';
import {useTranslation} from 'react-i18next';
import {getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/($locale)._index';
import {seo} from '~/lib/seo';
import {i18nServer} from '~/i18n';
import {store} from '~/store';
import {PRODUCT_CARD_FRAGMENT, ProductGrid} from '~/components/ProductGrid';
import {RouteError} from '~/components/RouteError';
import {FrameEnd, FRAME_END_IN_PAGE} from '@shared/chrome/FrameEnd';

// The first frame ends after the hero, the first screen (decision 156): a slow phone draws it before parsing
// the sections and footer beneath.
export const handle = FRAME_END_IN_PAGE;

export const meta: Route.MetaFunction = ({data}) => getSeoMeta(data?.seo) ?? [];

export async function loader({context, request}: Route.LoaderArgs) {
  const language = i18nServer.language(request);
  const t = await i18nServer.getFixedT(language, 'common');
  const data = await context.storefront.query(HOME_QUERY, {
    variables: {featured: 'nicotine-gums', supplements: 'supplements'},
    cache: context.storefront.CacheLong(),
  });
  return {
    featured: data.featured,
    supplements: data.supplements,
    seo: seo.page({
      title: t('meta.homeTitle'),
      description: t('meta.homeDescription'),
      request,
    }),
  };
}

export default function Home() {
  const {featured, supplements} = useLoaderData<typeof loader>();
  const {t} = useTranslation('home');
  const badges = ['sugarFree', 'softChew', 'who', 'india', 'flavours'] as const;
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="eyebrow">{t('eyebrow')}</p>
            <h1>{t('title')}</h1>
            <p className="hero__lead">{t('lead')}</p>
            <div className="hero__actions">
              <Link
                to="/collections/nicotine-gums"
                className="button button--accent button--large"
              >
                {t('ctaShop')}
              </Link>
              <Link
                to="/pages/how-to-use"
                className="button button--ghost button--large"
              >
                {t('ctaLearn')}
              </Link>
            </div>
            <ul className="badges" aria-label={t('eyebrow')}>
              {badges.map((badge) => (
                <li key={badge}>{t(`badges.${badge}`)}</li>
              ))}
            </ul>
          </div>
          <div className="hero__art" aria-hidden="true">
            <div className="hero__pack">
              <span className="hero__pack-brand">{store.brand}</span>
              <span className="hero__pack-dose">2mg</span>
              <span className="hero__pack-note">
                {t('badges.sugarFree')} · {t('badges.softChew')}
              </span>
            </div>
            <span className="hero__bubble hero__bubble--a" />
            <span className="hero__bubble hero__bubble--b" />
            <span className="hero__bubble hero__bubble--c" />
          </div>
        </div>
      </section>
      <FrameEnd />

      <section className="section method" aria-labelledby="method-title">
        <div className="container">
          <h2 id="method-title">{t('methodTitle')}</h2>
          <p className="section__lead">{t('methodLead')}</p>
          <ol className="method__steps">
            {(['chew', 'pause', 'again'] as const).map((step, index) => (
              <li key={step} className="method__step">
                <span className="method__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{t(`steps.${step}Title`)}</h3>
                <p>{t(`steps.${step}`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {featured && (
        <section className="section" aria-labelledby="featured-title">
          <div className="container">
            <div className="section__head">
              <div>
                <h2 id="featured-title">{t('featuredTitle')}</h2>
                <p className="section__lead">{t('featuredLead')}</p>
              </div>
              <Link to="/collections/nicotine-gums" className="text-link">
                {t('viewAll')} →
              </Link>
            </div>
            {/* Below the hero and the method steps, off the first screen: lazy, so the cards' pictures
                do not share the first paint's bandwidth (decision 61). */}
            <ProductGrid
              products={featured.products.nodes}
              testId="featured-gums"
            />
          </div>
        </section>
      )}

      <section className="section section--tint" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title">{t('whyTitle')}</h2>
          <div className="feature-grid">
            {([1, 2, 3] as const).map((n) => (
              <article key={n} className="feature">
                <h3>{t(`why${n}Title`)}</h3>
                <p>{t(`why${n}`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      {supplements && supplements.products.nodes.length > 0 && (
        <section className="section" aria-labelledby="supplements-title">
          <div className="container">
            <div className="section__head">
              <div>
                <h2 id="supplements-title">{t('supplementsTitle')}</h2>
                <p className="section__lead">{t('supplementsLead')}</p>
              </div>
              <Link to="/collections/supplements" className="text-link">
                {supplements.title} →
              </Link>
            </div>
            <ProductGrid products={supplements.products.nodes} />
          </div>
        </section>
      )}
    </>
  );
}

export const ErrorBoundary = RouteError;

const HOME_QUERY = `#graphql
  query GumHome($featured: String!, $supplements: String!, $language: LanguageCode, $country: CountryCode)
  @inContext(language: $language, country: $country) {
    featured: collection(handle: $featured) {
      id
      title
      products(first: 8) {
        nodes {
          ...GumProductCard
        }
      }
    }
    supplements: collection(handle: $supplements) {
      id
      title
      products(first: 4) {
        nodes {
          ...GumProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
