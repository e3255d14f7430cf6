import {useLoaderData} from 'react-router';
import {Link} from '@shared/i18n/links';
import {useTranslation} from 'react-i18next';
import {getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/($locale).faq';
import {faqPageJsonLd} from '@shared/catalog/seo';
import {seo} from '~/lib/seo';
import {FaqAccordion, type FaqItem} from '~/faq/FaqAccordion';
import {i18nServer} from '~/i18n';
import {stringsFor} from '~/i18n/strings';
import {fallbackTitle} from '~/lib/fallback-title';

export const meta: Route.MetaFunction = ({data, location}) =>
  data
    ? (getSeoMeta(data.seo) ?? [])
    : [{title: fallbackTitle(location.pathname, 'meta.faqTitle')}];

/** FAQ: 14 questions in English, 17 in Hindi (the store owns this copy, not the backend). */
export async function loader({request}: Route.LoaderArgs) {
  const language = i18nServer.language(request);
  const t = await i18nServer.getFixedT(language, 'common');
  return {
    language,
    seo: seo.page({
      title: t('meta.faqTitle'),
      description: t('faq.intro'),
      request,
      jsonLd: faqPageJsonLd(stringsFor(language).faq.items, {
        inLanguage: language,
      }),
    }),
  };
}

export default function Faq() {
  const {language} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const items: FaqItem[] = stringsFor(language).faq.items;
  return (
    <div className="container page-narrow faq-page">
      <header className="page-header">
        <p className="eyebrow">{t('nav.learn')}</p>
        <h1>{t('faq.title')}</h1>
        <p className="section__lead">{t('faq.intro')}</p>
      </header>
      <FaqAccordion items={items} headingLevel={2} />
      <aside className="callout">
        <h2>{t('faq.stillQuestions')}</h2>
        <p>
          {t('pages.contactHours')} · {t('pages.contactReply')}
        </p>
        <Link to="/pages/contact" className="button">
          {t('faq.contactCta')}
        </Link>
      </aside>
    </div>
  );
}
