import {useLoaderData} from 'react-router';
import {getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/policies.$handle';
import {Breadcrumbs} from '@shared/catalog/Breadcrumbs';
import {breadcrumbJsonLd, pageSeo} from '@shared/catalog/seo';
import catalogStyles from '@shared/catalog/catalog.css?url';
import {store} from '~/store';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: catalogStyles}];
export const meta: Route.MetaFunction = ({data}) => getSeoMeta(data?.seo) ?? [];

/** URL handle → the shop field holding that policy. */
const POLICY_FIELDS = {
  'privacy-policy': 'privacyPolicy',
  'shipping-policy': 'shippingPolicy',
  'terms-of-service': 'termsOfService',
  'refund-policy': 'refundPolicy',
  'subscription-policy': 'subscriptionPolicy',
} as const;

export async function loader({params, request, context}: Route.LoaderArgs) {
  const field = POLICY_FIELDS[params.handle as keyof typeof POLICY_FIELDS];
  if (!field) throw new Response('Policy not found', {status: 404});
  const data = await context.storefront.query(POLICY_QUERY, {
    variables: {
      privacyPolicy: field === 'privacyPolicy',
      shippingPolicy: field === 'shippingPolicy',
      termsOfService: field === 'termsOfService',
      refundPolicy: field === 'refundPolicy',
      subscriptionPolicy: field === 'subscriptionPolicy',
    },
    cache: context.storefront.CacheLong(),
  });
  const policy = data.shop[field];
  if (!policy) throw new Response('Policy not found', {status: 404});
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
      <Breadcrumbs items={crumbs} />
      <header className="page__header">
        <h1 className="page__title">{policy.title}</h1>
      </header>
      <div className="rte" dangerouslySetInnerHTML={{__html: policy.body}} />
    </div>
  );
}

const POLICY_QUERY = `#graphql
  fragment GroomingPolicyItem on ShopPolicy {
    body
    handle
    id
    title
    url
  }
  query GroomingPolicy(
    $country: CountryCode
    $language: LanguageCode
    $privacyPolicy: Boolean!
    $refundPolicy: Boolean!
    $shippingPolicy: Boolean!
    $termsOfService: Boolean!
    $subscriptionPolicy: Boolean!
  ) @inContext(language: $language, country: $country) {
    shop {
      privacyPolicy @include(if: $privacyPolicy) {
        ...GroomingPolicyItem
      }
      shippingPolicy @include(if: $shippingPolicy) {
        ...GroomingPolicyItem
      }
      termsOfService @include(if: $termsOfService) {
        ...GroomingPolicyItem
      }
      refundPolicy @include(if: $refundPolicy) {
        ...GroomingPolicyItem
      }
      subscriptionPolicy @include(if: $subscriptionPolicy) {
        id
        body
        handle
        title
        url
      }
    }
  }
` as const;
