import {CartForm} from '@shopify/hydrogen';
import {AttemptKeyInput} from '@shared/cart/form-feedback';
import {Money} from '@shared/money/Money';
import {CART_OUTAGE, isCartOutage} from '@shared/cart/protocol';
import {useEffect, useRef, useState} from 'react';
import type {FetcherWithComponents} from 'react-router';
import {useToast} from '@shared/toast/toast-context';
import {useAddingLines} from '@shared/cart/drawer/context';
import {decimalMoney} from '@shared/money/format';
import type {UpsellProduct} from './upsell';
import {CART_UPDATE_FAILED} from './copy';

export const UPSELL_ADDED_TOAST = 'Product added to cart';
export const UPSELL_QUANTITY = 1;

/** 'Offers Unlocked!': products from the cart-upsell collection that are not in the cart yet. */
export function UpsellStrip({
  signature,
  active,
}: {
  signature: string;
  active: boolean;
}) {
  const [products, setProducts] = useState<UpsellProduct[]>([]);
  useEffect(() => {
    if (!active) return;
    let live = true;
    fetch('/api/upsell', {headers: {Accept: 'application/json'}})
      .then((res) =>
        res.ok ? res.json() : Promise.reject(new Error(`status ${res.status}`)),
      )
      .then(
        (body) =>
          live &&
          setProducts((body as {products?: UpsellProduct[]}).products ?? []),
      )
      .catch((error) => console.error('[cart] upsell failed', error));
    return () => {
      live = false;
    };
  }, [signature, active]);
  if (!products.length) return null;
  return (
    <section
      className="upsell"
      aria-labelledby="upsell-heading"
      data-testid="upsell"
    >
      <h3 id="upsell-heading">Offers Unlocked!</h3>
      <ul className="upsell__list">
        {products.map((product) => (
          <li
            key={product.id}
            className="upsell__item"
            data-testid="upsell-item"
          >
            {product.image ? (
              <img
                src={`${product.image.url}${product.image.url.includes('?') ? '&' : '?'}width=160`}
                alt={product.image.altText ?? product.title}
                width={72}
                height={72}
                loading="lazy"
              />
            ) : (
              <span className="upsell__placeholder" aria-hidden="true" />
            )}
            <div className="upsell__text">
              <p className="upsell__title">{product.title}</p>
              <p className="upsell__price">
                <Money
                  data={decimalMoney(
                    product.price.amount,
                    product.price.currencyCode,
                  )}
                  as="span"
                />{' '}
                <span className="upsell__offer">{product.offerText}</span>
              </p>
            </div>
            <UpsellAdd product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function UpsellAdd({product}: {product: UpsellProduct}) {
  // The line drawn before the server answers (the pending layer's add, then useOptimisticCart).
  const variant = {
    id: product.variantId,
    title: 'Default Title',
    price: product.price,
    compareAtPrice: product.compareAtPrice,
    image: product.image,
    product: {
      id: product.id,
      title: product.title,
      handle: product.handle,
    },
    selectedOptions: [],
  };
  return (
    <CartForm
      route="/cart"
      fetcherKey={`upsell-${product.variantId}`}
      action={CartForm.ACTIONS.LinesAdd}
      inputs={{
        lines: [
          {
            merchandiseId: product.variantId,
            quantity: UPSELL_QUANTITY,
            selectedVariant: variant,
          },
        ],
      }}
    >
      {(fetcher) => (
        <>
          <AttemptKeyInput fetcher={fetcher} />
          <UpsellButton
            fetcher={fetcher}
            title={product.title}
            variant={variant}
          />
        </>
      )}
    </CartForm>
  );
}

function UpsellButton({
  fetcher,
  title,
  variant,
}: {
  fetcher: FetcherWithComponents<unknown>;
  title: string;
  variant: {id: string};
}) {
  const toast = useToast();
  const addingLines = useAddingLines();
  // The add's line in the pending layer, from the tap until the server cart after its answer (decision 148).
  const answerAdd = useRef<((kept: boolean) => void) | null>(null);
  useEffect(() => () => answerAdd.current?.(true), []);
  const busy = fetcher.state !== 'idle';
  // Answered: the fetcher is idle with an answer other than the one it held at the tap (its busy state
  // reaches React in a transition, which a slow phone may only draw with the answer).
  const pressed = useRef<{before: unknown} | null>(null);
  useEffect(() => {
    const tap = pressed.current;
    if (!tap || fetcher.state !== 'idle' || fetcher.data === tap.before) return;
    pressed.current = null;
    const data = fetcher.data as
      | {
          cart?: unknown;
          errors?: {message: string}[];
          warnings?: {message: string}[];
        }
      | undefined;
    const added = Boolean(data?.cart) && !data?.errors?.length;
    answerAdd.current?.(added && !data?.warnings?.length);
    answerAdd.current = null;
    if (isCartOutage(data)) toast.show(CART_OUTAGE.message, {tone: 'error'});
    else if (data?.warnings?.length)
      toast.show(data.warnings[0]!.message, {tone: 'error'});
    else if (added) toast.show(UPSELL_ADDED_TOAST, {tone: 'success'});
    else toast.show(CART_UPDATE_FAILED, {tone: 'error'});
  }, [fetcher.state, fetcher.data, toast]);
  return (
    <button
      type="submit"
      className="upsell__add"
      disabled={busy}
      aria-label={`Add ${title} to cart`}
      onClick={() => {
        pressed.current ??= {before: fetcher.data};
        answerAdd.current?.(false);
        answerAdd.current =
          addingLines?.startAdding(variant, UPSELL_QUANTITY) ?? null;
      }}
    >
      {busy ? 'Adding…' : 'Add'}
    </button>
  );
}
