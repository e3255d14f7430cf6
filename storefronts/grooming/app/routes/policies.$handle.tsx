import {useLoaderData} from 'react-router';
import {getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/policies.$handle';
import {Breadcrumbs} from '@shared/catalog/Breadcrumbs';
import {breadcrumbJsonLd} from '@shared/catalog/seo';
import {seo} from '~/lib/seo';
import {loadPolicy} from '@shared/catalog/policy.server';
import {grievanceOfficers} from '@config';
import {
  GrievanceOfficer,
  type GrievanceLabels,
} from '@shared/catalog/GrievanceOfficer';

/** The Grievance Officer block's words (decision 109). */
const GRIEVANCE_LABELS: GrievanceLabels = {
  heading: 'Grievance Officer',
  intro:
    'Under the Consumer Protection (E-Commerce) Rules 2020, you can write to our Grievance Officer with any complaint. We acknowledge it within 48 hours and resolve it within one month.',
  name: 'Name',
  designation: 'Designation',
  address: 'Address',
  phone: 'Phone',
  email: 'E-mail',
  hours: 'Hours',
};

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
    seo: seo.page({
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
      <GrievanceOfficer
        officer={grievanceOfficers.grooming}
        language="en"
        labels={GRIEVANCE_LABELS}
      />
    </div>
  );
}
