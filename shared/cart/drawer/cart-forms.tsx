import type {FormEvent, ReactNode} from 'react';
import {CartForm} from '@shopify/hydrogen';

/**
 * Where a cart page's forms post before the page's scripts run (issue 34): the store's (language's)
 * /cart, and the page to come back to. With scripts, the store's own handler takes the submit instead.
 */
export interface CartFormTarget {
  action: string;
  redirectTo?: string;
}

/**
 * A plain POST form carrying Hydrogen's cart form input (the body `<CartForm>` sends), so the change works
 * without JavaScript; `onSubmit` (the drawer's queue, the code box's rules) takes it over once hydrated.
 * `display: contents` (cart-drawer.css) keeps the buttons where the layout puts them.
 */
export function CartActionForm({
  target,
  cartAction,
  inputs,
  onSubmit,
  children,
  className = 'cart-action-form',
}: {
  target: CartFormTarget;
  cartAction: string;
  inputs: Record<string, unknown>;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form
      method="post"
      action={target.action}
      className={className}
      onSubmit={
        onSubmit
          ? (event) => {
              event.preventDefault();
              onSubmit(event);
            }
          : undefined
      }
    >
      <input
        type="hidden"
        name={CartForm.INPUT_NAME}
        value={JSON.stringify({action: cartAction, inputs})}
      />
      {target.redirectTo ? (
        <input type="hidden" name="redirectTo" value={target.redirectTo} />
      ) : null}
      {children}
    </form>
  );
}

/**
 * The checkout hand-off as a GET form to the cart's checkout URL (its query as hidden fields, which a GET
 * form would otherwise drop), so it works before hydration; `onSubmit` takes it over once hydrated.
 */
export function CheckoutForm({
  checkoutUrl,
  onSubmit,
  children,
  className,
}: {
  checkoutUrl: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  className?: string;
}) {
  let url: URL | null = null;
  try {
    url = new URL(checkoutUrl);
  } catch {
    url = null;
  }
  return (
    <form
      method="get"
      action={url ? `${url.origin}${url.pathname}` : undefined}
      className={className}
      onSubmit={
        onSubmit
          ? (event) => {
              event.preventDefault();
              onSubmit(event);
            }
          : undefined
      }
    >
      {url
        ? [...url.searchParams].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))
        : null}
      {children}
    </form>
  );
}
