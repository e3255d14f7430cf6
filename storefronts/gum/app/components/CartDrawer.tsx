import {Suspense, useEffect, useId, useRef, useState} from 'react';
import {Await, useFetcher, useRouteLoaderData, type FetcherWithComponents} from 'react-router';
import {useCartOutageToast} from '@shared/cart/use-cart-outage-toast';
import {Link, useLocalizePath, usePageLanguage} from '@shared/i18n/links';
import {withLocaleParam} from '@shared/i18n/url';
import {CartForm, Image, useOptimisticCart} from '@shopify/hydrogen';
import {Money} from '@shared/money/Money';
import {useTranslation} from 'react-i18next';
import {useCartDrawer} from '@shared/cart/drawer-context';
import {formatRupees, moneyData, toPaise} from '@shared/cart/money';
import {coinsRedeemable, coinsToEarn, prepaidSavingsPaise} from '@shared/cart/perks';
import {CouponBox} from '@shared/offers/OffersPanel';
import {useStore} from '@shared/config/store';
import type {RootLoader} from '~/root';
import type {CartApiQueryFragment} from 'storefrontapi.generated';

/**
 * The gum cart drawer on the shared drawer state (`useCartDrawer`): lines with their pack size and
 * quantity, the subtotal, the prepaid saving and POPCoins to earn, and checkout behind the 18+ tick.
 * Mutations go through Hydrogen's CartForm to /cart, shown optimistically (useOptimisticCart).
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
          {/* The cart could not load (backend down or slow): say so; the page itself never depends on it. */}
          <Await
            resolve={cart}
            errorElement={
              <p className="cart-drawer__empty" role="status" data-testid="cart-unavailable">
                {t('cart.unavailable')}
              </p>
            }
          >
            {(resolved) => <CartContents cart={resolved} />}
          </Await>
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
          <CartLine key={line.id} line={line} onNavigate={drawer.close} />
        ))}
      </ul>
      <CartSummary cart={cart} />
    </>
  );
}

type Line = CartApiQueryFragment['lines']['nodes'][number];

/** Backend down or too slow: the line's button toasts and the line stays as it was. */
function OutageToast({fetcher}: {fetcher: FetcherWithComponents<unknown>}) {
  const {t} = useTranslation();
  useCartOutageToast(fetcher, t('cart.updateFailed'));
  return null;
}

/** Hidden attribute the backend puts on a free-gift line (FREEPERFUME); see docs/decisions.md. */
const GIFT_ATTRIBUTE = '_free_gift';
const isGift = (line: Line) => (line.attributes ?? []).some((a) => a.key === GIFT_ATTRIBUTE);

/** A free gift: no quantity or remove controls (it comes and goes with its code), its value struck through. */
function GiftLine({line, onNavigate}: {line: Line; onNavigate: () => void}) {
  const {t} = useTranslation();
  return (
    <li className="cart-line cart-line--gift" data-testid="cart-gift-line">
      {line.merchandise.image && (
        <Image data={line.merchandise.image} width={72} height={72} sizes="72px" className="cart-line__image" />
      )}
      <div className="cart-line__info">
        <Link to={`/products/${line.merchandise.product?.handle ?? ''}`} onClick={onNavigate} className="cart-line__title">
          {line.merchandise.product?.title ?? ''}
        </Link>
        <p className="cart-line__gift-tag">{t('cart.freeGift')}</p>
      </div>
      <span className="cart-line__price">
        {line.cost?.subtotalAmount ? <Money data={line.cost.subtotalAmount} as="s" className="muted" /> : null}{' '}
        <strong>{t('cart.free')}</strong>
      </span>
    </li>
  );
}

function CartLine({line, onNavigate}: {line: Line; onNavigate: () => void}) {
  const {t} = useTranslation();
  // Cart actions run on this language's /cart so the answer's titles and options stay in it.
  const cartRoute = useLocalizePath()('/cart');
  if (isGift(line)) return <GiftLine line={line} onNavigate={onNavigate} />;
  const title = line.merchandise.product?.title ?? '';
  const options = (line.merchandise.selectedOptions ?? []).filter((option) => option.name !== 'Title');
  // Optimistic lines (still being added) have no server id to change yet.
  const pending = line.id.startsWith('__h_pending');
  return (
    <li className="cart-line" data-testid="cart-line">
      {line.merchandise.image && (
        <Image data={line.merchandise.image} width={72} height={72} sizes="72px" className="cart-line__image" />
      )}
      <div className="cart-line__info">
        <Link to={`/products/${line.merchandise.product?.handle ?? ''}`} onClick={onNavigate} className="cart-line__title">
          {title}
        </Link>
        {options.map((option) => (
          <p key={option.name} className="muted" data-testid="line-option">
            {option.name}: {option.value}
          </p>
        ))}
        <div className="cart-line__controls">
          <div className="qty" role="group" aria-label={t('cart.quantityOf', {title})}>
            {line.quantity > 1 ? (
              <CartForm route={cartRoute} action={CartForm.ACTIONS.LinesUpdate} inputs={{lines: [{id: line.id, quantity: line.quantity - 1}]}}>
                {(fetcher) => (
                  <>
                    <OutageToast fetcher={fetcher} />
                    <button type="submit" disabled={pending} aria-label={t('cart.decrease', {title})}>
                      −
                    </button>
                  </>
                )}
              </CartForm>
            ) : (
              // Minus at 1 removes the line.
              <CartForm route={cartRoute} action={CartForm.ACTIONS.LinesRemove} inputs={{lineIds: [line.id]}}>
                {(fetcher) => (
                  <>
                    <OutageToast fetcher={fetcher} />
                    <button type="submit" disabled={pending} aria-label={t('cart.decrease', {title})}>
                      −
                    </button>
                  </>
                )}
              </CartForm>
            )}
            <span data-testid="line-quantity" aria-live="polite">
              {line.quantity}
            </span>
            <CartForm route={cartRoute} action={CartForm.ACTIONS.LinesUpdate} inputs={{lines: [{id: line.id, quantity: line.quantity + 1}]}}>
              {(fetcher) => (
                <>
                  <OutageToast fetcher={fetcher} />
                  <button type="submit" disabled={pending} aria-label={t('cart.increase', {title})}>
                    +
                  </button>
                </>
              )}
            </CartForm>
          </div>
          <CartForm route={cartRoute} action={CartForm.ACTIONS.LinesRemove} inputs={{lineIds: [line.id]}}>
            {(fetcher) => (
              <>
                <OutageToast fetcher={fetcher} />
                <button type="submit" className="link-button" disabled={pending}>
                  {t('cart.remove')}
                </button>
              </>
            )}
          </CartForm>
        </div>
      </div>
      {line.cost?.totalAmount ? (
        <Money data={line.cost.totalAmount} className="cart-line__price" as="span" />
      ) : (
        <span className="cart-line__price">…</span>
      )}
    </li>
  );
}

/**
 * Subtotal, the prepaid saving and coins (store `cartPerks`), and checkout behind the 18+ tick
 * (docs/requirements.md, gum: behaviour, validation): checkout is not reachable until 'Are you above 18+?' is ticked.
 */
function CartSummary({cart}: {cart: ReturnType<typeof useOptimisticCart<CartApiQueryFragment | null>>}) {
  const {t} = useTranslation();
  const store = useStore();
  const root = useRouteLoaderData<RootLoader>('root');
  const signedIn = root?.login.isLoggedIn ?? false;
  const [adult, setAdult] = useState(false);
  const [prompted, setPrompted] = useState(false);
  const tick = useRef<HTMLInputElement>(null);
  const promptId = useId();

  const currency = cart?.cost?.subtotalAmount?.currencyCode ?? 'INR';
  const subtotal = toPaise(cart?.cost?.subtotalAmount?.amount) ?? 0;
  // What the shopper pays before checkout perks (after discount codes): the prepaid percent and the
  // coin cap apply to it, at checkout too (server/src/checkout-provider/perks.ts), so the saving
  // shown here is the checkout's to the paisa.
  const orderTotal = toPaise(cart?.cost?.totalAmount?.amount) ?? subtotal;
  const perks = store.cartPerks;
  const prepaidSaving = perks ? prepaidSavingsPaise(orderTotal, perks.prepaidDiscountPercent) : 0;
  const coins = perks ? coinsToEarn(subtotal, perks.loyaltyCoins.paisePerCoin) : 0;

  const language = usePageLanguage();
  function checkout() {
    if (!adult) {
      setPrompted(true);
      tick.current?.focus();
      return;
    }
    // The checkout speaks the shopper's language: handed over as ?locale=hi, as hosted checkouts take it.
    if (cart?.checkoutUrl) window.location.assign(withLocaleParam(cart.checkoutUrl, language));
  }

  return (
    <div className="cart-drawer__foot">
      <DiscountCode cart={cart} subtotal={subtotal} />
      <p className="cart-drawer__subtotal">
        <span>{t('cart.subtotal')}</span>
        {cart?.cost?.subtotalAmount && <Money data={cart.cost.subtotalAmount} as="span" data-testid="cart-subtotal" />}
      </p>
      {perks && prepaidSaving > 0 && (
        <p className="cart-perk" data-testid="prepaid-discount">
          {t('cart.prepaid', {percent: perks.prepaidDiscountPercent})}{' '}
          <strong>
            {t('cart.save')} <Money data={moneyData(prepaidSaving, currency)} as="span" />
          </strong>
        </p>
      )}
      {perks && coins > 0 && (
        <p className="cart-perk cart-perk--coins" data-testid="coins">
          {signedIn
            ? t('cart.coinsEarn', {count: coins, name: perks.loyaltyCoins.name})
            : t('cart.coinsLogin', {count: coins, name: perks.loyaltyCoins.name})}
        </p>
      )}
      {perks && signedIn && root?.coins ? (
        <Suspense fallback={null}>
          <Await resolve={root.coins} errorElement={null}>
            {(balance) =>
              balance !== null && balance > 0 ? (
                <p className="cart-perk cart-perk--coins" data-testid="coin-balance">
                  {t('cart.coinsBalance', {
                    count: balance,
                    name: perks.loyaltyCoins.name,
                    usable: coinsRedeemable(orderTotal, balance, perks.loyaltyCoins.coinValuePaise, perks.loyaltyCoins.redeemCapPercent),
                  })}
                </p>
              ) : null
            }
          </Await>
        </Suspense>
      ) : null}
      <label className="age-gate">
        <input
          ref={tick}
          type="checkbox"
          checked={adult}
          onChange={(event) => {
            setAdult(event.currentTarget.checked);
            if (event.currentTarget.checked) setPrompted(false);
          }}
          aria-describedby={prompted ? promptId : undefined}
          aria-invalid={prompted || undefined}
        />
        <span>{t('cart.ageConfirm')}</span>
      </label>
      <p id={promptId} className="age-gate__prompt" role="alert">
        {prompted ? t('cart.agePrompt') : ''}
      </p>
      <button type="button" className="button button--accent button--block" onClick={checkout} disabled={!cart?.checkoutUrl}>
        {t('cart.checkout')}
      </button>
    </div>
  );
}

/**
 * The code box (shared CouponBox with this store's copy): codes go on the cart through the Storefront
 * API (cartDiscountCodesUpdate via /cart). The store's free-gift code (cartPerks.freeGift) below its
 * threshold stays on the cart and says how much more to add; at the threshold the backend adds the gift.
 */
function DiscountCode({
  cart,
  subtotal,
}: {
  cart: ReturnType<typeof useOptimisticCart<CartApiQueryFragment | null>>;
  subtotal: number;
}) {
  const {t} = useTranslation();
  const store = useStore();
  const fetcher = useFetcher<{warnings?: {code: string; message: string}[] | null; errors?: {code?: string | null}[] | null}>({
    key: 'gum-discount-code',
  });
  const gift = store.cartPerks?.freeGift;
  const codes = cart?.discountCodes ?? [];
  const current = codes[0] ?? null;
  const busy = fetcher.state !== 'idle';
  const cartRoute = useLocalizePath()('/cart');

  const submit = async (code: string) => {
    const form = new FormData();
    form.set(CartForm.INPUT_NAME, JSON.stringify({action: CartForm.ACTIONS.DiscountCodesUpdate, inputs: {discountCode: code}}));
    await fetcher.submit(form, {method: 'POST', action: cartRoute});
    return true;
  };

  const notFound = Boolean(current && fetcher.data?.warnings?.some((w) => w.code === 'DISCOUNT_NOT_FOUND'));
  const isGiftCode = Boolean(current && gift && current.code.toUpperCase() === gift.code.toUpperCase());
  let status: string | null = null;
  // The Storefront API throttles after too many unknown codes (THROTTLED, kept as a code by the cart core).
  if (fetcher.state === 'idle' && fetcher.data?.errors?.some((error) => error?.code === 'THROTTLED')) status = t('cart.codeThrottled');
  else if (current?.applicable) status = isGiftCode ? t('cart.giftAdded') : null;
  else if (current && isGiftCode && gift && subtotal < gift.minSubtotalPaise) {
    status = t('cart.giftAddMore', {amount: formatRupees(gift.minSubtotalPaise - subtotal)});
  } else if (current) status = notFound ? t('cart.codeInvalid', {code: current.code}) : t('cart.codeNotApplicable', {code: current.code});

  return (
    <div className="cart-code" data-testid="discount-code">
      {current ? (
        <div className="cart-code__applied">
          <p>
            {current.applicable ? (
              <strong data-testid="discount-code-applied">{t('cart.codeApplied', {code: current.code.toUpperCase()})}</strong>
            ) : (
              <strong>{current.code.toUpperCase()}</strong>
            )}
          </p>
          <button type="button" className="link-button" onClick={() => void submit('')} disabled={busy}>
            {t('cart.codeRemove')}
          </button>
        </div>
      ) : (
        <CouponBox onApply={submit} disabled={busy} label={t('cart.codePlaceholder')} applyLabel={t('cart.codeApply')} />
      )}
      {status ? (
        <p className={`cart-code__status${current?.applicable ? '' : ' cart-code__status--pending'}`} role="status" data-testid="discount-code-status">
          {status}
        </p>
      ) : null}
    </div>
  );
}
