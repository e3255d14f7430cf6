import {CartForm, type CartQueryDataReturn} from '@shopify/hydrogen';
import {data, useLoaderData, type HeadersFunction} from 'react-router';
import {useTranslation} from 'react-i18next';
import type {Route} from './+types/cart';
import {CartContents} from '~/components/CartDrawer';
import {i18nServer} from '~/lib/i18n';
import {hasThrottledError} from '@shared/hydrogen/throttle';
import {getCustomerAccessToken} from '@shared/login/session.server';

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

/** Hydrogen's cart actions (CartForm) for the gum store. */
export async function action({request, context}: Route.ActionArgs) {
  const {cart} = context;
  const formData = await request.formData();
  const {action, inputs} = CartForm.getFormInput(formData);
  if (!action) throw new Response('No cart action', {status: 400});

  let status = 200;
  let result: CartQueryDataReturn;
  switch (action) {
    case CartForm.ACTIONS.LinesAdd: {
      result = await cart.addLines(inputs.lines);
      // The cookie can name a cart an order was already placed from (checkout completes it, and the
      // Storefront API no longer finds it): start a new cart, tied to the signed-in customer if any.
      if (!result?.cart && cart.getCartId()) {
        const customerAccessToken = getCustomerAccessToken(context);
        // Only CartLineInput fields (the form also carries `selectedVariant` for the optimistic cart).
        const lines = (inputs.lines as {merchandiseId: string; quantity?: number; attributes?: {key: string; value: string}[]}[]).map(
          ({merchandiseId, quantity, attributes}) => ({merchandiseId, quantity, attributes}),
        );
        result = await cart.create({lines, ...(customerAccessToken ? {buyerIdentity: {customerAccessToken}} : {})});
      }
      break;
    }
    case CartForm.ACTIONS.LinesUpdate:
      result = await cart.updateLines(inputs.lines);
      break;
    case CartForm.ACTIONS.LinesRemove:
      result = await cart.removeLines(inputs.lineIds);
      break;
    case CartForm.ACTIONS.DiscountCodesUpdate: {
      const code = typeof inputs.discountCode === 'string' ? inputs.discountCode.trim() : '';
      result = await cart.updateDiscountCodes(code ? [code] : []);
      break;
    }
    default:
      throw new Response(`${action} cart action is not defined`, {status: 400});
  }

  const cartId = result?.cart?.id;
  const headers = cartId ? cart.setCartId(cartId) : new Headers();
  const redirectTo = formData.get('redirectTo');
  if (typeof redirectTo === 'string' && redirectTo.startsWith('/') && !redirectTo.startsWith('//')) {
    status = 303;
    headers.set('Location', redirectTo);
  }
  return data(
    // `throttled`: the Storefront API refused with THROTTLED (too many unknown codes); the drawer says so.
    {cart: result?.cart ?? null, errors: result?.errors ?? null, warnings: result?.warnings ?? null, throttled: hasThrottledError(result)},
    {status, headers},
  );
}

export async function loader({context, request}: Route.LoaderArgs) {
  const t = await i18nServer.getFixedT(i18nServer.language(request), 'common');
  return {cart: await context.cart.get(), title: `${t('cart.title')} | QuitPop`};
}

export const meta: Route.MetaFunction = ({data}) => [{title: data?.title ?? 'Cart | QuitPop'}, {name: 'robots', content: 'noindex'}];

export default function CartPage() {
  const {cart} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <div className="container page-narrow cart-page">
      <h1>{t('cart.title')}</h1>
      <CartContents cart={cart} />
    </div>
  );
}
