import {useLoaderData} from 'react-router';
import {Link} from '@shared/i18n/links';
import {useTranslation} from 'react-i18next';
import {getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/($locale).pages.$handle';
import {seo} from '~/lib/seo';
import {notFoundMeta} from '~/lib/fallback-title';
import {RouteError} from '~/components/RouteError';
import {loadPage} from '@shared/catalog/page.server';

/** Science pages link to each other; the learn pages too. */
const RELATED: Record<string, string[]> = {
  science: [
    'ingredients',
    'skin-ingredients',
    'hair-ingredients',
    'sleep-ingredients',
    'our-standards',
    'certificate',
  ],
  learn: [
    'how-to-use',
    'who-we-are',
    'our-standards',
    'certificate',
    'contact',
  ],
};
const NAV_KEY: Record<string, string> = {
  ingredients: 'ingredients',
  'skin-ingredients': 'skinIngredients',
  'hair-ingredients': 'hairIngredients',
  'sleep-ingredients': 'sleepIngredients',
  'our-standards': 'ourStandards',
  certificate: 'certificate',
  'how-to-use': 'howToUse',
  'who-we-are': 'whoWeAre',
  contact: 'contact',
};

// A page that is not there (404) still has a title, in the page's language (decision 111).
export const meta: Route.MetaFunction = ({data, location}) =>
  data ? (getSeoMeta(data.seo) ?? []) : notFoundMeta(location.pathname);

export async function loader({params, context, request}: Route.LoaderArgs) {
  const page = await loadPage(context.storefront, params.handle);
  return {
    page,
    seo: seo.page({
      title: page.seo?.title ?? page.title,
      description: page.seo?.description ?? page.bodySummary,
      request,
    }),
  };
}

export default function Page() {
  const {page} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const group = RELATED.science.includes(page.handle) ? 'science' : 'learn';
  const related = RELATED[group].filter((handle) => handle !== page.handle);
  return (
    <div className="container content-page" data-page={page.handle}>
      <article className="content-page__main">
        <p className="eyebrow">
          {group === 'science' ? t('nav.science') : t('nav.learn')}
        </p>
        <h1>{page.title}</h1>
        {page.handle === 'contact' && (
          <div className="callout callout--contact" data-testid="contact-hours">
            <h2>{t('pages.contactHoursTitle')}</h2>
            <p>{t('pages.contactHours')}</p>
            <p>{t('pages.contactReply')}</p>
          </div>
        )}
        <div className="rte" dangerouslySetInnerHTML={{__html: page.body}} />
      </article>
      <aside className="content-page__aside" aria-labelledby="related-title">
        <h2 id="related-title">{t('pages.related')}</h2>
        <ul>
          {related.map((handle) => (
            <li key={handle}>
              <Link to={`/pages/${handle}`} prefetch="intent">
                {t(`nav.${NAV_KEY[handle]}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/faq">{t('nav.faq')}</Link>
          </li>
        </ul>
      </aside>
    </div>
  );
}

export const ErrorBoundary = RouteError;
