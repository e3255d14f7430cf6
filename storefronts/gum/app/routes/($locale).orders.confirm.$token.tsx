import {redirect, useLoaderData, useParams} from 'react-router';
import type {Route} from './+types/($locale).orders.confirm.$token';
import {seo} from '~/lib/seo';
import {
  answerCodConfirmation,
  loadCodConfirmation,
} from '@shared/cod/confirm.server';
import {ConfirmOrder} from '@shared/cod/ConfirmOrder';
import {i18nServer, localizePathFor} from '~/i18n';

export const meta: Route.MetaFunction = () => [
  {title: seo.brand},
  {name: 'robots', content: 'noindex, nofollow'},
];

// The link is one buyer's order: never kept by a shared cache (the loader says no-store).
export const headers: Route.HeadersFunction = ({loaderHeaders}) =>
  loaderHeaders;

/**
 * The COD confirmation link's page (issue 39), in the order's language: a link opened under the other
 * language's URL moves to the order's (/hi for a Hindi order) so the store's chrome speaks it too.
 */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const language = i18nServer.language(request);
  const result = await loadCodConfirmation(context.env, params.token);
  if (result.data.status === 'ok' && result.data.view.locale !== language)
    throw redirect(
      localizePathFor(
        `/orders/confirm/${params.token}`,
        result.data.view.locale,
      ),
    );
  return result;
}

export async function action({request, params, context}: Route.ActionArgs) {
  const language = i18nServer.language(request);
  return answerCodConfirmation(
    context.env,
    request,
    params.token,
    localizePathFor(`/orders/confirm/${params.token}`, language),
  );
}

export default function OrderConfirmation() {
  const page = useLoaderData<typeof loader>();
  const {locale} = useParams();
  return (
    <div className="container page-narrow">
      <ConfirmOrder
        page={page}
        fallbackLocale={locale === 'hi' ? 'hi' : 'en'}
      />
    </div>
  );
}
