import {useLoaderData} from 'react-router';
import {getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/($locale).policies.$handle';
import {loadPolicy} from '@shared/catalog/policy.server';
import {pageSeo} from '@shared/catalog/seo';
import {RouteError} from '~/components/RouteError';

/** Shipping, refund, privacy and terms (footer "More"), in the shopper's language from the backend. */
export async function loader({params, context, request}: Route.LoaderArgs) {
  const policy = await loadPolicy(context.storefront, params.handle);
  return {
    policy,
    seo: pageSeo({
      brand: 'QuitPop',
      title: policy.title,
      description: policy.body,
      request,
    }),
  };
}

export const meta: Route.MetaFunction = ({data}) => getSeoMeta(data?.seo) ?? [];
export const ErrorBoundary = RouteError;

export default function Policy() {
  const {policy} = useLoaderData<typeof loader>();
  return (
    <div
      className="container page-narrow content-page__main"
      data-policy={policy.handle}
    >
      <h1>{policy.title}</h1>
      <div className="rte" dangerouslySetInnerHTML={{__html: policy.body}} />
    </div>
  );
}
