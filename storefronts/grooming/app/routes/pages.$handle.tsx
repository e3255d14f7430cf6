import {useLoaderData} from 'react-router';
import {getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/pages.$handle';
import {Breadcrumbs} from '@shared/catalog/Breadcrumbs';
import {breadcrumbJsonLd} from '@shared/catalog/seo';
import {seo} from '~/lib/seo';
import {loadPage} from '@shared/catalog/page.server';

export const meta: Route.MetaFunction = ({data}) => getSeoMeta(data?.seo) ?? [];

export async function loader({params, request, context}: Route.LoaderArgs) {
  const page = await loadPage(context.storefront, params.handle);
  const crumbs = [
    {name: 'Home', to: '/'},
    {name: page.title, to: `/pages/${page.handle}`},
  ];
  return {
    page,
    crumbs,
    seo: seo.page({
      title: page.seo?.title ?? page.title,
      description: page.seo?.description ?? page.bodySummary,
      request,
      path: `/pages/${page.handle}`,
      jsonLd: breadcrumbJsonLd(crumbs, new URL(request.url).origin),
    }),
  };
}

export default function Page() {
  const {page, crumbs} = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <Breadcrumbs label="Breadcrumb" items={crumbs} />
      <header className="page__header">
        <h1 className="page__title">{page.title}</h1>
      </header>
      <div className="rte" dangerouslySetInnerHTML={{__html: page.body}} />
    </div>
  );
}
