import {redirect} from 'react-router';
import type {Route} from './+types/($locale).reviews.write.$token';
import {seo} from '~/lib/seo';
import {
  loadOrderReviews,
  orderReviewAction,
  orderReviewHeaders,
} from '@shared/reviews/route.server';
import {OrderReviewsRoute} from '@shared/reviews/OrderReviews';
import {useGumReviewsLabels} from '~/components/GumReviews';
import {i18nServer, localizePathFor} from '~/i18n';

export const meta: Route.MetaFunction = () => [
  {title: seo.brand},
  {name: 'robots', content: 'noindex, nofollow'},
];

// The link is one buyer's: the loader's no-store stands.
export const headers = orderReviewHeaders;

/**
 * The "rate your order" link's page (decision 135), in the order's language: a link opened under the
 * other language's URL moves to the order's (/hi for a Hindi order), so the chrome speaks it too.
 */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const language = i18nServer.language(request);
  const result = await loadOrderReviews(context.env, params.token);
  if (result.data.status === 'ok' && result.data.view.language !== language)
    throw redirect(
      localizePathFor(
        `/reviews/write/${params.token}`,
        result.data.view.language,
      ),
    );
  return result;
}

export async function action({request, params, context}: Route.ActionArgs) {
  return orderReviewAction({
    request,
    env: context.env,
    token: params.token,
    language: i18nServer.language(request) === 'hi' ? 'hi' : 'en',
  });
}

export default function RateYourOrder() {
  const labels = useGumReviewsLabels();
  const language = labels.locale === 'hi-IN' ? 'hi' : 'en';
  return (
    <OrderReviewsRoute
      className="container page-narrow"
      language={language}
      labels={labels.write}
      homeHref={localizePathFor('/', language)}
    />
  );
}
