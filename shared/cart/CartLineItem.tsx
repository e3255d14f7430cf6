import {Money} from '@shared/money/Money';
import {decimalMoney, toPaise} from './money';
import type {DrawerLine} from './use-drawer-cart';

/** One line: image, title, variant, price vs compare-at, quantity minus/plus (minus at 1 removes). */
export function CartLineItem({
  line,
  disabled,
  onQuantity,
  onRemove,
}: {
  line: DrawerLine;
  disabled: boolean;
  onQuantity(line: DrawerLine, quantity: number): void;
  onRemove(line: DrawerLine): void;
}) {
  const m = line.merchandise;
  const currency = line.cost?.amountPerQuantity?.currencyCode ?? m.price.currencyCode ?? 'INR';
  const unit = line.cost?.amountPerQuantity?.amount ?? m.price.amount;
  const compareAt = line.cost?.compareAtAmountPerQuantity?.amount ?? m.compareAtPrice?.amount ?? null;
  const showCompare = compareAt !== null && (toPaise(compareAt) ?? 0) > (toPaise(unit) ?? 0);
  const variant = m.title && m.title !== 'Default Title' ? m.title : null;
  const image = m.image?.url ? `${m.image.url}${m.image.url.includes('?') ? '&' : '?'}width=160` : null;
  return (
    <li className="cart-line" data-testid="cart-line" data-line-id={line.id}>
      {image ? (
        <img className="cart-line__image" src={image} alt={m.image?.altText ?? m.product.title} width={80} height={80} loading="lazy" />
      ) : (
        <span className="cart-line__image" aria-hidden="true" />
      )}
      <div className="cart-line__body">
        <p className="cart-line__title">{m.product.title}</p>
        {variant ? <p className="cart-line__variant">{variant}</p> : null}
        <p className="cart-line__price">
          <Money data={decimalMoney(unit, currency)} as="span" data-testid="line-price" />
          {showCompare ? <Money data={decimalMoney(compareAt, currency)} as="s" className="cart-line__compare" /> : null}
        </p>
        <div className="cart-line__controls">
          <div className="qty" role="group" aria-label={`Quantity of ${m.product.title}`}>
            <button
              type="button"
              aria-label={line.quantity <= 1 ? `Remove ${m.product.title}` : `Decrease quantity of ${m.product.title}`}
              disabled={disabled}
              onClick={() => (line.quantity <= 1 ? onRemove(line) : onQuantity(line, line.quantity - 1))}
            >
              −
            </button>
            <span aria-live="polite" data-testid="line-quantity">
              {line.quantity}
            </span>
            <button
              type="button"
              aria-label={`Increase quantity of ${m.product.title}`}
              disabled={disabled}
              onClick={() => onQuantity(line, line.quantity + 1)}
            >
              +
            </button>
          </div>
          <button type="button" className="cart-line__remove" disabled={disabled} onClick={() => onRemove(line)}>
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
