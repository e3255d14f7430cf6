import {Image} from '@shared/catalog/Image';
import {Link} from 'react-router';
import {Money} from '@shared/money/Money';
import {decimalMoney, toPaise} from '../../money/format';
import {OPTIMISTIC_LINE_PREFIX, type DrawerLine} from './use-drawer-cart';

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
            <button
              type="button"
              aria-label={
                line.quantity <= 1
                  ? (labels.removeOne ?? labels.decrease)(title)
                  : labels.decrease(title)
              }
              disabled={disabled}
              onClick={() =>
                line.quantity <= 1
                  ? onRemove(line)
                  : onQuantity(line, line.quantity - 1)
              }
            >
              −
            </button>
            <span aria-live="polite" data-testid="line-quantity">
              {line.quantity}
            </span>
            <button
              type="button"
              aria-label={labels.increase(title)}
              disabled={disabled}
              onClick={() => onQuantity(line, line.quantity + 1)}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="cart-line__remove"
            disabled={disabled}
            onClick={() => onRemove(line)}
          >
            {labels.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
