import {Suspense, useEffect, useRef} from 'react';
import {Await, Link} from 'react-router';
import {CartForm, Image, Money, useOptimisticCart} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import {useCartDrawer} from '@shared/cart/drawer-context';
import type {CartApiQueryFragment} from 'storefrontapi.generated';

/**
 * A minimal cart drawer on the shared drawer state (`useCartDrawer`). The full cart drawer (pack
 * size, 18+ tick, coins) is a later issue; this one lists lines, the subtotal and the checkout link.
 */
export function CartDrawer({cart}: {cart: Promise<CartApiQueryFragment | null>}) {
  const {t} = useTranslation();
  const drawer = useCartDrawer();
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!drawer.isOpen) return;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && drawer.close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawer.isOpen, drawer]);

  return (
    <div className="cart-drawer" data-open={drawer.isOpen || undefined} hidden={!drawer.isOpen}>
      <button type="button" className="cart-drawer__backdrop" tabIndex={-1} aria-hidden="true" onClick={drawer.close} />
      <aside className="cart-drawer__panel" role="dialog" aria-modal="true" aria-labelledby="cart-drawer-title">
        <div className="cart-drawer__head">
          <h2 id="cart-drawer-title">{t('cart.title')}</h2>
          <button ref={close} type="button" className="icon-button" onClick={drawer.close} aria-label={t('cart.close')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <Suspense fallback={<p className="cart-drawer__empty">…</p>}>
          <Await resolve={cart}>{(resolved) => <CartContents cart={resolved} />}</Await>
        </Suspense>
      </aside>
    </div>
  );
}

export function CartContents({cart: original}: {cart: CartApiQueryFragment | null}) {
  const {t} = useTranslation();
  const drawer = useCartDrawer();
  const cart = useOptimisticCart(original);
  const lines = cart?.lines?.nodes ?? [];
  if (!lines.length) {
    return (
      <div className="cart-drawer__empty">
        <p>{t('cart.empty')}</p>
        <Link to="/collections/nicotine-gums" className="button" onClick={drawer.close}>
          {t('cart.continue')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="cart-lines">
        {lines.map((line) => (
          <li key={line.id} className="cart-line">
            {line.merchandise.image && (
              <Image data={line.merchandise.image} width={72} height={72} sizes="72px" className="cart-line__image" />
            )}
            <div className="cart-line__info">
              <Link to={`/products/${line.merchandise.product?.handle ?? ''}`} onClick={drawer.close} className="cart-line__title">
                {line.merchandise.product?.title}
              </Link>
              {line.merchandise.title !== 'Default Title' && <p className="muted">{line.merchandise.title}</p>}
              <p className="muted">
                {t('product.quantity')}: {line.quantity}
              </p>
              <CartForm route="/cart" action={CartForm.ACTIONS.LinesRemove} inputs={{lineIds: [line.id]}}>
                <button type="submit" className="link-button">
                  {t('cart.remove')}
                </button>
              </CartForm>
            </div>
            {line.cost?.totalAmount ? (
              <Money data={line.cost.totalAmount} className="cart-line__price" as="span" />
            ) : (
              <span className="cart-line__price">…</span>
            )}
          </li>
        ))}
      </ul>
      <div className="cart-drawer__foot">
        <p className="cart-drawer__subtotal">
          <span>{t('cart.subtotal')}</span>
          {cart?.cost?.subtotalAmount && <Money data={cart.cost.subtotalAmount} as="span" />}
        </p>
        {cart?.checkoutUrl && (
          <a className="button button--accent button--block" href={cart.checkoutUrl}>
            {t('cart.checkout')}
          </a>
        )}
      </div>
    </>
  );
}
