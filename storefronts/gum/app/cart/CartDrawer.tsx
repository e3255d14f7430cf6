import {Suspense, useEffect, useId, useRef, useState} from 'react';
import {Await, useRouteLoaderData} from 'react-router';
import {orderLimits} from '@config';
import {useLineQuantities} from '@shared/cart/use-line-quantities';
import {Link, useLocalizePath, usePageLanguage} from '@shared/i18n/links';
import {withLocaleParam} from '@shared/i18n/url';
import {Image} from '@shared/catalog/Image';
import {Money} from '@shared/money/Money';
import {useTranslation} from 'react-i18next';
import {CartAside} from '@shared/cart/drawer/CartAside';
import {
  CartLine,
  isOptimisticLine,
  type CartLineLabels,
} from '@shared/cart/drawer/CartLine';
import {CartMain} from '@shared/cart/drawer/CartMain';
import {CartTotals} from '@shared/cart/drawer/CartTotals';
import {DiscountCodeBox} from '@shared/cart/drawer/DiscountCodeBox';
import {
  CheckoutForm,
  type CartFormTarget,
} from '@shared/cart/drawer/cart-forms';
import {useAddingLines, useCartDrawer} from '@shared/cart/drawer/context';
import {
  useDisplayedCart,
  useServerCartState,
  type DrawerCart,
  type DrawerLine,
} from '@shared/cart/drawer/use-drawer-cart';
import {formatRupees, moneyData, toPaise} from '@shared/money/format';
import {
  coinsRedeemable,
  coinsToEarn,
  prepaidSavingsPaise,
} from '@contracts/perks';
import {useStore} from '@shared/config/store';
import type {RootLoader} from '~/root';
import {withPincodeParam} from '@shared/delivery/answer';
import {DeliveryCheck} from '~/components/DeliveryCheck';
import {useDiscountCode} from './use-discount-code';
import {shippingFeePaise} from '@contracts/shipping';

/** Gum's per-order limit on nicotine gum, from the store's configuration (decision 110). */
const NICOTINE_LIMIT = orderLimits.gum[0];

/**
 * The gum cart drawer on the shared drawer shell (shared/cart/drawer), in the page's language: lines
 * with their pack size, the discount code (free-gift code included), subtotal, prepaid saving and
 * POPCoins, and checkout behind the 18+ tick. Mutations go through Hydrogen's cart form input to this
 * language's /cart, shown optimistically (useOptimisticCart).
 */
export function CartDrawer({cart}: {cart: Promise<DrawerCart | null>}) {
  const {t} = useTranslation();
  return (
    <CartAside labels={{title: t('cart.title'), close: t('cart.close')}}>
      <CartContents cart={cart} />
    </CartAside>
  );
}

/** The cart body of the drawer and of the /cart page (one body for both, like Hydrogen's CartMain). */
export function CartContents({
  cart: given,
  layout = 'aside',
}: {
  cart: DrawerCart | null | Promise<DrawerCart | null>;
  layout?: 'aside' | 'page';
}) {
  const {t} = useTranslation();
  const drawer = useCartDrawer();
  const localize = useLocalizePath();
  const {cart: serverCart, unavailable, settling} = useServerCartState(given);
  // Sent to this language's /cart, so the answer's titles stay in it.
  const quantities = useLineQuantities({
    action: localize('/cart'),
    settling,
    messages: {
      outage: t('cart.updateFailed'),
      refused: t('cart.updateFailed'),
      warning: (warning) =>
        warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK'
          ? t('cart.notEnoughStock')
          : null,
      orderLimit: t('limits.reached', {count: NICOTINE_LIMIT.maxUnits}),
    },
  });
  // An Add to cart whose answer is not in yet: the drawer already shows its line.
  const addsOnTheirWay =
    useAddingLines()?.adding.some((add) => !add.answered) ?? false;
  const {cart, lines} = useDisplayedCart(
    serverCart,
    quantities.pending,
    settling,
  );
  // The /cart page's controls are forms too, for taps before hydration or without JavaScript (issue 34).
  const form =
    layout === 'page'
      ? {action: localize('/cart'), redirectTo: localize('/cart')}
      : undefined;
  const lineLabels: CartLineLabels = {
    quantityOf: (title) => t('cart.quantityOf', {title}),
    decrease: (title) => t('cart.decrease', {title}),
    increase: (title) => t('cart.increase', {title}),
    remove: t('cart.remove'),
  };
  return (
    <CartMain
      layout={layout}
      lines={lines}
      loading={serverCart === undefined}
      unavailable={unavailable}
      labels={{
        empty: t('cart.empty'),
        unavailable: t('cart.unavailable'),
        loading: t('cart.loading'),
      }}
      emptyAction={
        <Link
          to="/collections/nicotine-gums"
          className="button"
          onClick={drawer.close}
        >
          {t('cart.continue')}
        </Link>
      }
      renderLine={(line) =>
        isGift(line) ? (
          <GiftLine key={line.id} line={line} onNavigate={drawer.close} />
        ) : (
          // Its options (pack size) and line total; taps queue in the pending layer (decision 148).
          <CartLine
            key={line.id}
            line={line}
            labels={lineLabels}
            // An optimistic line (still being added) has no server id to change yet.
            disabled={isOptimisticLine(line)}
            onQuantity={quantities.setQuantity}
            onRemove={(shown) => quantities.setQuantity(shown, 0)}
            href={localize(
              `/products/${line.merchandise.product?.handle ?? ''}`,
            )}
            onNavigate={drawer.close}
            price="line"
            details="options"
            form={form}
          />
        )
      }
      footer={
        <CartSummary
          cart={cart}
          form={form}
          changing={quantities.busy || addsOnTheirWay}
        />
      }
    />
  );
}

type Line = DrawerLine;

/** Hidden attribute the backend puts on a free-gift line (FREEPERFUME); see decision 42. */
const GIFT_ATTRIBUTE = '_free_gift';
const isGift = (line: Line) =>
  (line.attributes ?? []).some((a) => a.key === GIFT_ATTRIBUTE);

/** A free gift: no quantity or remove controls (it comes and goes with its code), its value struck through. */
function GiftLine({line, onNavigate}: {line: Line; onNavigate: () => void}) {
  const {t} = useTranslation();
  return (
    <li className="cart-line cart-line--gift" data-testid="cart-gift-line">
      {line.merchandise.image && (
        <Image
          data={line.merchandise.image}
          width={80}
          height={80}
          sizes="80px"
          className="cart-line__image"
        />
      )}
      <div className="cart-line__body">
        <p className="cart-line__title">
          <Link
            to={`/products/${line.merchandise.product?.handle ?? ''}`}
            onClick={onNavigate}
          >
            {line.merchandise.product?.title ?? ''}
          </Link>
        </p>
        <p className="cart-line__gift-tag">{t('cart.freeGift')}</p>
        <p className="cart-line__price">
          {line.cost?.subtotalAmount ? (
            <Money
              data={line.cost.subtotalAmount}
              as="s"
              className="cart-line__compare"
            />
          ) : null}{' '}
          <strong>{t('cart.free')}</strong>
        </p>
      </div>
    </li>
  );
}

/**
 * Subtotal, the prepaid saving and coins (store `cartPerks`), and checkout behind the 18+ tick
 * (docs/requirements.md, gum: behaviour, validation): checkout is not reachable until 'Are you above 18+?' is ticked.
 */
function CartSummary({
  cart,
  form,
  changing,
}: {
  cart: DrawerCart | null;
  form?: CartFormTarget;
  /** A line change or an add is on its way or waiting to be sent: what the drawer shows is not saved yet. */
  changing: boolean;
}) {
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
  const prepaidSaving = perks
    ? prepaidSavingsPaise(orderTotal, perks.prepaidDiscountPercent)
    : 0;
  const coins = perks
    ? coinsToEarn(subtotal, perks.loyaltyCoins.paisePerCoin)
    : 0;
  const shipping = shippingFeePaise(store.shipping, subtotal);

  const language = usePageLanguage();
  function handOver() {
    // The checkout speaks the shopper's language: handed over as ?locale=hi, as hosted checkouts take it.
    // ... and the pincode the delivery box checked, prefilled there (shared/delivery).
    if (cart?.checkoutUrl)
      window.location.assign(
        withPincodeParam(withLocaleParam(cart.checkoutUrl, language)),
      );
  }
  // A tap on Checkout while a change is still on its way waits for it (decision 160): the checkout reads the
  // server's cart, and leaving now would drop the change and hand over another quantity than the one shown.
  const [waiting, setWaiting] = useState(false);
  const latestHandOver = useRef(handOver);
  latestHandOver.current = handOver;
  useEffect(() => {
    if (!waiting || changing) return;
    setWaiting(false);
    latestHandOver.current();
  }, [waiting, changing]);
  function checkout() {
    if (!adult) {
      setPrompted(true);
      tick.current?.focus();
      return;
    }
    if (changing) setWaiting(true);
    else handOver();
  }

  return (
    <>
      <DiscountCode cart={cart} subtotal={subtotal} form={form} />
      <CartTotals
        rows={[
          {
            key: 'subtotal',
            label: t('cart.subtotal'),
            tone: 'total',
            value: cart?.cost?.subtotalAmount ? (
              <Money
                data={cart.cost.subtotalAmount}
                as="span"
                data-testid="cart-subtotal"
              />
            ) : null,
          },
          // The checkout's shipping line, from the store's one rule (decision 99).
          ...(cart?.cost?.subtotalAmount
            ? [
                {
                  key: 'shipping',
                  label: t('cart.shipping'),
                  value: (
                    <span data-testid="cart-shipping">
                      {shipping > 0 ? (
                        <Money data={moneyData(shipping, currency)} as="span" />
                      ) : (
                        t('cart.shippingFree')
                      )}
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
      {perks && prepaidSaving > 0 && (
        <p className="cart-perk" data-testid="prepaid-discount">
          {t('cart.prepaid', {percent: perks.prepaidDiscountPercent})}{' '}
          <strong>
            {t('cart.save')}{' '}
            <Money data={moneyData(prepaidSaving, currency)} as="span" />
          </strong>
        </p>
      )}
      {perks && coins > 0 && (
        <p className="cart-perk cart-perk--coins" data-testid="coins">
          {signedIn
            ? t('cart.coinsEarn', {count: coins, name: perks.loyaltyCoins.name})
            : t('cart.coinsLogin', {
                count: coins,
                name: perks.loyaltyCoins.name,
              })}
        </p>
      )}
      {perks && signedIn && root?.coins ? (
        <Suspense fallback={null}>
          <Await resolve={root.coins} errorElement={null}>
            {(balance) =>
              balance !== null && balance > 0 ? (
                <p
                  className="cart-perk cart-perk--coins"
                  data-testid="coin-balance"
                >
                  {t('cart.coinsBalance', {
                    count: balance,
                    name: perks.loyaltyCoins.name,
                    usable: coinsRedeemable(
                      orderTotal,
                      balance,
                      perks.loyaltyCoins.coinValuePaise,
                      perks.loyaltyCoins.redeemCapPercent,
                    ),
                  })}
                </p>
              ) : null
            }
          </Await>
        </Suspense>
      ) : null}
      <DeliveryCheck scope="cart" refreshKey={orderTotal}>
        {(answer) =>
          perks && answer.cod.available && prepaidSaving > 0 ? (
            <p className="cart-perk" data-testid="online-saves">
              {t('delivery.onlineSaves', {
                amount: formatRupees(prepaidSaving + answer.cod.feePaise),
                percent: perks.prepaidDiscountPercent,
                fee: formatRupees(answer.cod.feePaise),
              })}
            </p>
          ) : null
        }
      </DeliveryCheck>
      {/* A GET form to the checkout: before hydration the browser itself asks for the 18+ tick (issue 34). */}
      <CheckoutForm
        checkoutUrl={
          cart?.checkoutUrl ? withLocaleParam(cart.checkoutUrl, language) : ''
        }
      >
        <label className="age-gate">
          <input
            ref={tick}
            type="checkbox"
            required={Boolean(form)}
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
        <button
          type="submit"
          className="button button--accent button--block"
          onClick={(event) => {
            // Hydrated: the store's own prompt, never the browser's.
            event.preventDefault();
            checkout();
          }}
          disabled={!cart?.checkoutUrl}
          aria-busy={waiting || undefined}
        >
          {t('cart.checkout')}
        </button>
      </CheckoutForm>
    </>
  );
}

/**
 * The code box (shared DiscountCodeBox with this store's copy and rules, ./use-discount-code): codes go on
 * the cart through the Storefront API (cartDiscountCodesUpdate via /cart).
 */
function DiscountCode({
  cart,
  subtotal,
  form,
}: {
  cart: DrawerCart | null;
  subtotal: number;
  form?: CartFormTarget;
}) {
  const {t} = useTranslation();
  const code = useDiscountCode(cart, subtotal);
  return (
    <DiscountCodeBox
      state={code}
      form={form}
      disabled={code.busy}
      labels={{
        field: t('cart.codePlaceholder'),
        apply: t('cart.codeApply'),
        remove: t('cart.codeRemove'),
        applied: (applied) => (
          <strong>{t('cart.codeApplied', {code: applied})}</strong>
        ),
      }}
    />
  );
}
