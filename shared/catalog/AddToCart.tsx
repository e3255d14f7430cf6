import {useEffect, useRef, useState} from 'react';
import {
  useLocation,
  useNavigation,
  type FetcherWithComponents,
} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import type {SharedProductVariantFragment} from 'storefrontapi.generated';
import {useAddingLines, useOptionalCartDrawer} from '../cart/drawer/context';
import {AttemptKeyInput} from '../cart/form-feedback';
import {isCartOutage} from '../cart/protocol';
import {useToast} from '../toast/toast-context';
import {useLocalizePath} from '../i18n/links';

export interface AddToCartLabels {
  add: string;
  adding: string;
  soldOut: string;
  /** While another variant's page loads (its stock is being checked). */
  checking: string;
  /** The toast when the cart cannot be reached. */
  outage: string;
  /** The toast when the server added nothing because the variant has sold out meanwhile. */
  soldOutMeanwhile: string;
  /** The toast when the cart already holds all the stock there is (the server kept what it could). */
  notEnoughStock: string;
  /** The toast when the add would pass the store's per-order limit (VALIDATION_CUSTOM, decision 110). */
  orderLimit?: string;
}

/** What the cart route answers (shared/cart/server/actions.server.ts), as far as an add reads it. */
interface AddAnswer {
  errors?: {code?: string | null; message?: string}[] | null;
  warnings?: {code?: string | null}[] | null;
}

/**
 * Add to cart with Hydrogen's CartForm, posted to the page language's /cart. As in Hydrogen's skeleton,
 * the drawer opens on the click and shows the line at once (the pending layer's add, then useOptimisticCart
 * reading the `selectedVariant` of the running add); the server's answer then confirms, corrects or drops
 * it (decision 148).
 */
export function AddToCart({
  variant,
  labels,
  buttonClassName = 'button button--primary',
}: {
  variant: SharedProductVariantFragment;
  labels: AddToCartLabels;
  buttonClassName?: string;
}) {
  const localize = useLocalizePath();
  return (
    <CartForm
      route={localize('/cart')}
      action={CartForm.ACTIONS.LinesAdd}
      inputs={{
        lines: [
          {merchandiseId: variant.id, quantity: 1, selectedVariant: variant},
        ],
      }}
    >
      {(fetcher) => (
        <>
          <AttemptKeyInput fetcher={fetcher} />
          <AddToCartButton
            fetcher={fetcher}
            variant={variant}
            available={variant.availableForSale}
            labels={labels}
            className={buttonClassName}
          />
        </>
      )}
    </CartForm>
  );
}

function AddToCartButton({
  fetcher,
  variant,
  available,
  labels,
  className,
}: {
  fetcher: FetcherWithComponents<unknown>;
  variant: SharedProductVariantFragment;
  available: boolean;
  labels: AddToCartLabels;
  className: string;
}) {
  const drawer = useOptionalCartDrawer();
  const addingLines = useAddingLines();
  const toast = useToast();
  const navigation = useNavigation();
  const location = useLocation();
  // A variant change is a navigation on the same path: the stock is being checked again.
  const checking =
    navigation.state === 'loading' &&
    navigation.location?.pathname === location.pathname;
  // From the click until the answer is in: the fetcher's own state reaches React later, in a transition.
  const [pressed, setPressed] = useState<{before: unknown} | null>(null);
  const adding = pressed !== null || fetcher.state !== 'idle';
  // The drawer this add opened: an outage closes it again, so the page is as it was before the click.
  const openedDrawer = useRef(false);
  // Hands the line this add drew at the click its answer (the pending layer, decision 148): kept, it shows
  // until the server cart after it is here; refused, it goes.
  const answerAdd = useRef<((kept: boolean) => void) | null>(null);
  useEffect(() => () => answerAdd.current?.(true), []);
  const expectDrawer = drawer?.expect;
  useEffect(() => expectDrawer?.(), [expectDrawer]);
  const latest = useRef({drawer, labels, toast});
  latest.current = {drawer, labels, toast};
  useEffect(() => {
    // Answered: the fetcher is idle with an answer other than the one it held at the click.
    if (!pressed || fetcher.state !== 'idle' || fetcher.data === pressed.before)
      return;
    setPressed(null);
    const answer = fetcher.data as AddAnswer | undefined;
    // A warning (stock) means the server did not add what was asked: its cart says what it kept.
    answerAdd.current?.(
      Boolean(answer) && !answer?.errors?.length && !answer?.warnings?.length,
    );
    answerAdd.current = null;
    const {drawer, labels, toast} = latest.current;
    const opened = openedDrawer.current;
    openedDrawer.current = false;
    const warned = (code: string) =>
      Boolean(answer?.warnings?.some((warning) => warning?.code === code));
    if (isCartOutage(answer)) {
      toast.show(labels.outage, {tone: 'error'});
      if (opened) drawer?.close();
    } else if (warned('MERCHANDISE_OUT_OF_STOCK'))
      toast.show(labels.soldOutMeanwhile, {tone: 'error'});
    else if (warned('MERCHANDISE_NOT_ENOUGH_STOCK'))
      toast.show(labels.notEnoughStock, {tone: 'error'});
    else if (
      answer?.errors?.[0]?.code === 'VALIDATION_CUSTOM' &&
      labels.orderLimit
    )
      toast.show(labels.orderLimit, {tone: 'error'});
    else if (answer?.errors?.length)
      toast.show(answer.errors[0]?.message || labels.outage, {tone: 'error'});
  }, [pressed, fetcher.state, fetcher.data]);
  const busy = adding || checking;
  return (
    <div className="add-to-cart">
      <button
        type="submit"
        className={className}
        // Not disabled by the click itself: a button disabled before its click's default action submits nothing.
        disabled={!available || fetcher.state !== 'idle' || checking}
        aria-busy={busy}
        data-testid="add-to-cart"
        onClick={() => {
          setPressed((current) => current ?? {before: fetcher.data});
          // A second press before the router knows of the first resubmits the same form: one line.
          answerAdd.current?.(false);
          answerAdd.current = addingLines?.startAdding(variant, 1) ?? null;
          if (!drawer || drawer.isOpen) return;
          openedDrawer.current = true;
          drawer.open();
        }}
      >
        {adding
          ? labels.adding
          : checking
            ? labels.checking
            : available
              ? labels.add
              : labels.soldOut}
      </button>
    </div>
  );
}
