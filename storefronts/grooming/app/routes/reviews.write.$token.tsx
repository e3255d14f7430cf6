import type {Route} from './+types/reviews.write.$token';
import {seo} from '~/lib/seo';
import {
  loadOrderReviews,
  orderReviewAction,
  orderReviewHeaders,
} from '@shared/reviews/route.server';
import {OrderReviewsRoute} from '@shared/reviews/OrderReviews';
import {LABELS} from '~/components/GroomingReviews';

export const meta: Route.MetaFunction = () => [
  {title: seo.title('Rate your order')},
  {name: 'robots', content: 'noindex, nofollow'},
];

// The link is one buyer's: the loader's no-store stands.
export const headers = orderReviewHeaders;

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
  return (
    <OrderReviewsRoute
      className="page"
      language="en"
      labels={LABELS.write}
      homeHref="/"
    />
  );
}
