import {useActionData} from 'react-router';

/**
 * On the cart page drawn as the answer to a cart form posted without the page's scripts (decision 165): the
 * store's words when the change was refused or failed (a stale page's gone variant, an outage), else
 * nothing. The action's own errors are the developer's (`shared/cart/server`); the shopper reads `message`,
 * in the page's language. Fetchers' answers never reach a route's action data, so a hydrated page's
 * changes keep to their toasts.
 */
export function CartPageRefusal({message}: {message: string}) {
  const answer = useActionData() as {errors?: unknown[]} | undefined;
  if (!answer?.errors?.length) return null;
  return (
    <p className="cart-page__refusal" role="alert" data-testid="cart-refusal">
      {message}
    </p>
  );
}
