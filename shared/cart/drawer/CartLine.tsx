import {CartForm} from '@shopify/hydrogen';
import {Image} from '@shared/catalog/Image';
import {Link} from 'react-router';
import {Money} from '@shared/money/Money';
import {decimalMoney, toPaise} from '../../money/format';
import {OPTIMISTIC_LINE_PREFIX} from '../pending';
import type {DrawerLine} from './use-drawer-cart';
import {CartActionForm, type CartFormTarget} from './cart-forms';

export interface CartLineLabels {
  /** The quantity group's name. */
  quantityOf(title: string): string;
  decrease(title: string): string;
  /** The minus button's name at quantity 1 (it removes the line); defaults to `decrease`. */
  removeOne?(title: string): string;
  increase(title: string): string;
  remove: string;
}

/** A line Hydrogen's useOptimisticCart added that the server has not confirmed: nothing to change yet. */
export const isOptimisticLine = (line: DrawerLine) =>
  line.id.startsWith(OPTIMISTIC_LINE_PREFIX);

/**
 * One cart line, store-neutral: image, title (a link when `href` is given), variant title or options,
 * price, quantity minus/plus (minus at 1 removes) and Remove. `price` is the unit price against its
 * compare-at price, or the line total. The store decides how a change is sent (`onQuantity`/`onRemove`).
 */
export function CartLine({
  line,
  labels,
  disabled,
  onQuantity,
  onRemove,
  href,
  onNavigate,
  price = 'unit',
  details = 'variant',
  form,
}: {
  line: DrawerLine;
  labels: CartLineLabels;
  disabled: boolean;
  onQuantity(line: DrawerLine, quantity: number): void;
  onRemove(line: DrawerLine): void;
  href?: string;
  onNavigate?: () => void;
  price?: 'unit' | 'line';
  /** 'variant': the variant's title (unless it is the default); 'options': each option as 'Name: value'. */
  details?: 'variant' | 'options';
  /** A cart page's: each button is also a form to the store's /cart, for taps before hydration (issue 34). */
  form?: CartFormTarget;
}) {
  const m = line.merchandise;
  const title = m.product?.title ?? '';
  const currency =
    line.cost?.amountPerQuantity?.currencyCode ??
    m.price?.currencyCode ??
    'INR';
  const unit = line.cost?.amountPerQuantity?.amount ?? m.price?.amount;
  const compareAt =
    line.cost?.compareAtAmountPerQuantity?.amount ??
    m.compareAtPrice?.amount ??
    null;
  const showCompare =
    unit !== undefined &&
    compareAt !== null &&
    (toPaise(compareAt) ?? 0) > (toPaise(unit) ?? 0);
  const options =
    details === 'options'
      ? (m.selectedOptions ?? []).filter((option) => option.name !== 'Title')
      : [];
  const variant =
    details === 'variant' && m.title && m.title !== 'Default Title'
      ? m.title
      : null;
  return (
    <li className="cart-line" data-testid="cart-line" data-line-id={line.id}>
      {m.image?.url ? (
        <Image
          data={{...m.image, altText: m.image.altText ?? title}}
          width={80}
          height={80}
          sizes="80px"
          loading="lazy"
          className="cart-line__image"
        />
      ) : (
        <span className="cart-line__image" aria-hidden="true" />
      )}
      <div className="cart-line__body">
        <p className="cart-line__title">
          {href ? (
            <Link to={href} onClick={onNavigate}>
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        {variant ? <p className="cart-line__variant">{variant}</p> : null}
        {options.map((option) => (
          <p
            key={option.name}
            className="cart-line__variant"
            data-testid="line-option"
          >
            {option.name}: {option.value}
          </p>
        ))}
        <p className="cart-line__price">
          {price === 'line' ? (
            line.cost?.totalAmount ? (
              <Money
                data={line.cost.totalAmount}
                as="span"
                data-testid="line-price"
              />
            ) : (
              <span>…</span>
            )
          ) : unit !== undefined ? (
            <>
              <Money
                data={decimalMoney(unit, currency)}
                as="span"
                data-testid="line-price"
              />
              {showCompare ? (
                <Money
                  data={decimalMoney(compareAt, currency)}
                  as="s"
                  className="cart-line__compare"
                />
              ) : null}
            </>
          ) : null}
        </p>
        <div className="cart-line__controls">
          <div
            className="qty"
            role="group"
            aria-label={labels.quantityOf(title)}
          >
            <LineButton
              form={form}
              change={
                line.quantity <= 1
                  ? {remove: line.id}
                  : {id: line.id, quantity: line.quantity - 1}
              }
              aria-label={
                line.quantity <= 1
                  ? (labels.removeOne ?? labels.decrease)(title)
                  : labels.decrease(title)
              }
              disabled={disabled}
              onPress={() =>
                line.quantity <= 1
                  ? onRemove(line)
                  : onQuantity(line, line.quantity - 1)
              }
            >
              −
            </LineButton>
            <span aria-live="polite" data-testid="line-quantity">
              {line.quantity}
            </span>
            <LineButton
              form={form}
              change={{id: line.id, quantity: line.quantity + 1}}
              aria-label={labels.increase(title)}
              disabled={disabled}
              onPress={() => onQuantity(line, line.quantity + 1)}
            >
              +
            </LineButton>
          </div>
          <LineButton
            form={form}
            change={{remove: line.id}}
            className="cart-line__remove"
            disabled={disabled}
            onPress={() => onRemove(line)}
          >
            {labels.remove}
          </LineButton>
        </div>
      </div>
    </li>
  );
}

/**
 * A line's button; on a cart page (`form`) also a form that makes the same change without JavaScript
 * (issue 34). Once hydrated, the press goes to the store's handler as in the drawer.
 */
function LineButton({
  form,
  change,
  onPress,
  children,
  ...button
}: {
  form?: CartFormTarget;
  change: {id: string; quantity: number} | {remove: string};
  onPress(): void;
  children: React.ReactNode;
  disabled: boolean;
  className?: string;
  'aria-label'?: string;
}) {
  if (!form)
    return (
      <button type="button" {...button} onClick={onPress}>
        {children}
      </button>
    );
  return (
    <CartActionForm
      target={form}
      cartAction={
        'remove' in change
          ? CartForm.ACTIONS.LinesRemove
          : CartForm.ACTIONS.LinesUpdate
      }
      inputs={
        'remove' in change
          ? {lineIds: [change.remove]}
          : {lines: [{id: change.id, quantity: change.quantity}]}
      }
      onSubmit={onPress}
    >
      <button type="submit" {...button}>
        {children}
      </button>
    </CartActionForm>
  );
}
