import {useLoaderData} from 'react-router';
import {getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/policies.$handle';
import {Breadcrumbs} from '@shared/catalog/Breadcrumbs';
import {breadcrumbJsonLd, pageSeo} from '@shared/catalog/seo';
import {loadPolicy} from '@shared/catalog/policy.server';
import {store} from '~/store';

export const meta: Route.MetaFunction = ({data}) => getSeoMeta(data?.seo) ?? [];

export async function loader({params, request, context}: Route.LoaderArgs) {
  const policy = await loadPolicy(context.storefront, params.handle);
  const crumbs = [
    {name: 'Home', to: '/'},
    {name: policy.title, to: `/policies/${policy.handle}`},
  ];
  return {
    policy,
    crumbs,
    seo: pageSeo({
      brand: store.brand,
      title: policy.title,
      description: policy.body,
      request,
      path: `/policies/${policy.handle}`,
      jsonLd: breadcrumbJsonLd(crumbs, new URL(request.url).origin),
    }),
  };
}

export default function Policy() {
  const {policy, crumbs} = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <Breadcrumbs label="Breadcrumb" items={crumbs} />
      <header className="page__header">
        <h1 className="page__title">{policy.title}</h1>
      </header>
      <div className="rte" dangerouslySetInnerHTML={{__html: policy.body}} />
    </div>
  );
}
