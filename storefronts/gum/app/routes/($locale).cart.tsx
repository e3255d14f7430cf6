import {useLoaderData, type HeadersFunction} from 'react-router';
import {cartFormAction} from '@shared/cart/server/actions.server';
import {cartClientAction} from '@shared/cart/protocol';
import {CartPageRefusal} from '@shared/cart/page-refusal';
import {useTranslation} from 'react-i18next';
import type {Route} from './+types/($locale).cart';
import {seo} from '~/lib/seo';
import {CartContents} from '~/cart/CartDrawer';
import {i18nServer} from '~/i18n';
import {fallbackTitle} from '~/lib/fallback-title';

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

export const meta: Route.MetaFunction = ({data, location}) => [
  {
    title: data?.title ?? fallbackTitle(location.pathname, 'cart.title', true),
  },
  {name: 'robots', content: 'noindex'},
];

export async function loader({context, request}: Route.LoaderArgs) {
  const t = await i18nServer.getFixedT(i18nServer.language(request), 'common');
  return {
    cart: await context.cart.get(),
    title: seo.title(t('cart.title')),
  };
}

/** Hydrogen's cart actions for the gum store, run by the cart core (shared/cart/server). */
export const action = ({request, context}: Route.ActionArgs) =>
  cartFormAction({request, context});

/** An answer the router cannot read (a proxy's 500) is a failed change, never the error page. */
export const clientAction = cartClientAction;

export default function CartPage() {
  const {cart} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <div className="container page-narrow cart-page">
      <h1>{t('cart.title')}</h1>
      <CartPageRefusal message={t('cart.updateFailed')} />
      <CartContents cart={cart} layout="page" />
    </div>
  );
}
