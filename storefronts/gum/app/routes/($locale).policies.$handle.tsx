import {useLoaderData} from 'react-router';
import {getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/($locale).policies.$handle';
import {seo} from '~/lib/seo';
import {notFoundMeta} from '~/lib/fallback-title';
import {loadPolicy} from '@shared/catalog/policy.server';
import {RouteError} from '~/components/RouteError';
import {useTranslation} from 'react-i18next';
import {grievanceOfficers, type Locale} from '@config';
import {GrievanceOfficer} from '@shared/catalog/GrievanceOfficer';

// A page that is not there (404) still has a title, in the page's language (decision 111).
export const meta: Route.MetaFunction = ({data, location}) =>
  data ? (getSeoMeta(data.seo) ?? []) : notFoundMeta(location.pathname);

/** Shipping, refund, privacy and terms (footer "More"), in the shopper's language from the backend. */
export async function loader({params, context, request}: Route.LoaderArgs) {
  const policy = await loadPolicy(context.storefront, params.handle);
  return {
    policy,
    seo: seo.page({
      title: policy.title,
      description: policy.body,
      request,
    }),
  };
}

export default function Policy() {
  const {policy} = useLoaderData<typeof loader>();
  const {t, i18n} = useTranslation();
  return (
    <div
      className="container page-narrow content-page__main"
      data-policy={policy.handle}
    >
      <h1>{policy.title}</h1>
      <div className="rte" dangerouslySetInnerHTML={{__html: policy.body}} />
      <GrievanceOfficer
        officer={grievanceOfficers.gum}
        language={i18n.language as Locale}
        labels={{
          heading: t('legal.grievanceHeading'),
          intro: t('legal.grievanceIntro'),
          name: t('legal.grievanceName'),
          designation: t('legal.grievanceDesignation'),
          address: t('legal.grievanceAddress'),
          phone: t('legal.grievancePhone'),
          email: t('legal.grievanceEmail'),
          hours: t('legal.grievanceHours'),
        }}
      />
    </div>
  );
}

export const ErrorBoundary = RouteError;
