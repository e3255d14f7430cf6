import {useEffect, useRef} from 'react';
import {
  useLocation,
  useNavigation,
  type FetcherWithComponents,
} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import type {SharedProductVariantFragment} from 'storefrontapi.generated';
import {useOptionalCartDrawer} from '../cart/drawer/context';
import {AttemptKeyInput} from '../cart/attempt-key';
import {isCartOutage} from '../cart/outage';
import {useCartOutageToast} from '../cart/use-cart-outage-toast';
import {useLocalizePath} from '../i18n/links';

export interface AddToCartLabels {
  add: string;
  adding: string;
  soldOut: string;
  /** While another variant's page loads (its stock is being checked). */
  checking: string;
  /** The toast when the cart cannot be reached. */
  outage: string;
}

/**
 * Add to cart with Hydrogen's CartForm (optimistic lines), posted to the page language's /cart. The
 * cart drawer opens once the line is in; a cart outage is a toast and the page stays as it was.
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
  available,
  labels,
  className,
}: {
  fetcher: FetcherWithComponents<unknown>;
  available: boolean;
  labels: AddToCartLabels;
  className: string;
}) {
  const drawer = useOptionalCartDrawer();
  const navigation = useNavigation();
  const location = useLocation();
  // A variant change is a navigation on the same path: the stock is being checked again.
  const checking =
    navigation.state === 'loading' &&
    navigation.location?.pathname === location.pathname;
  const adding = fetcher.state !== 'idle';
  const wasAdding = useRef(false);
  useEffect(() => {
    if (adding) wasAdding.current = true;
    else if (wasAdding.current) {
      wasAdding.current = false;
      if (!isCartOutage(fetcher.data)) drawer?.open();
    }
  }, [adding, fetcher.data, drawer]);
  useCartOutageToast(fetcher, labels.outage);
  const busy = adding || checking;
  return (
    <div className="add-to-cart">
      <button
        type="submit"
        className={className}
        disabled={!available || busy}
        aria-busy={busy}
        data-testid="add-to-cart"
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
