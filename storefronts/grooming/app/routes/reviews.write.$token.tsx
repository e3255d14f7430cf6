import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/reviews.write.$token';
import {seo} from '~/lib/seo';
import {
  loadOrderReviews,
  orderReviewAction,
  type OrderReviewResult,
} from '@shared/reviews/route.server';
import {OrderReviews} from '@shared/reviews/OrderReviews';
import {LABELS} from '~/components/GroomingReviews';

// The link is one buyer's: never kept by a shared cache (the loader says no-store).
export const headers: Route.HeadersFunction = ({loaderHeaders}) =>
  loaderHeaders;

export const meta: Route.MetaFunction = () => [
  {title: seo.title('Rate your order')},
  {name: 'robots', content: 'noindex, nofollow'},
];

/** The "rate your order" link's page (decision 135): a review form per product of the order. */
export async function loader({params, context}: Route.LoaderArgs) {
  return loadOrderReviews(context.env, params.token);
}

export async function action({request, params, context}: Route.ActionArgs) {
  return orderReviewAction({
    request,
    env: context.env,
    token: params.token,
    language: 'en',
  });
}

export default function RateYourOrder() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<OrderReviewResult>();
  return (
    <div className="page">
      <OrderReviews
        page={page}
        result={result}
        language="en"
        labels={LABELS.write}
        homeHref="/"
      />
    </div>
  );
}
