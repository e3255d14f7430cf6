import {useLoaderData} from 'react-router';
import type {Route} from './+types/orders.confirm.$token';
import {seo} from '~/lib/seo';
import {
  answerCodConfirmation,
  loadCodConfirmation,
} from '@shared/cod/confirm.server';
import {ConfirmOrder} from '@shared/cod/ConfirmOrder';

export const meta: Route.MetaFunction = () => [
  {title: seo.title('Your order')},
  {name: 'robots', content: 'noindex, nofollow'},
];

// The link is one buyer's order: never kept by a shared cache (the loader says no-store).
export const headers: Route.HeadersFunction = ({loaderHeaders}) =>
  loaderHeaders;

/** The COD confirmation link's page (issue 39): confirm, cancel or pay online, without logging in. */
export async function loader({params, context}: Route.LoaderArgs) {
  return loadCodConfirmation(context.env, params.token);
}

export async function action({request, params, context}: Route.ActionArgs) {
  return answerCodConfirmation(
    context.env,
    request,
    params.token,
    `/orders/confirm/${params.token}`,
  );
}

export default function OrderConfirmation() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <ConfirmOrder page={page} fallbackLocale="en" />
    </div>
  );
}
