import {Money} from '@shared/money/Money';
import {moneyData, toPaise} from '@shared/money/format';
import {DiscountCodeBox} from '@shared/cart/drawer/DiscountCodeBox';
import {COUPON_FIELD} from './copy';
import {betterOffer} from './offers/select';
import type {Coupon} from './offers/use-coupon';

/**
 * The drawer's coupon block (docs/requirements.md, grooming: routes and screens): the shared code box with
 * the saving, the better-offer suggestion and 'View All Offers'.
 */
export function CouponSection({
  coupon,
  currency,
  disabled,
  onViewOffers,
}: {
  coupon: Coupon;
  currency: string;
  disabled: boolean;
  onViewOffers(): void;
}) {
  const appliedSavings = toPaise(coupon.applied?.amount ?? null) ?? 0;
  const suggestion = betterOffer(
    coupon.offers?.discounts ?? [],
    coupon.applied?.code ?? null,
    appliedSavings,
  );
  return (
    <div className="cart-drawer__coupon">
      <DiscountCodeBox
        state={{
          current: coupon.applied
            ? {code: coupon.applied.code, applied: true}
            : null,
          // A coupon whose check could not run is not shown as applied (useCoupon).
          status:
            !coupon.applied && coupon.unverifiedCode
              ? {
                  tone: 'pending',
                  text: (
                    <>
                      Could not check coupon{' '}
                      <strong>{coupon.unverifiedCode.toUpperCase()}</strong>{' '}
                      right now. Please try again in a minute.
                    </>
                  ),
                }
              : null,
          apply: coupon.apply,
          remove: () => void coupon.remove(),
        }}
        disabled={disabled}
        labels={{
          ...COUPON_FIELD,
          applied: (code) => (
            <>
              <strong>{code}</strong> applied
              <span>
                {' · You saved '}
                <Money data={moneyData(appliedSavings, currency)} as="span" />
              </span>
            </>
          ),
        }}
      />
      {suggestion ? (
        <div className="better-offer" data-testid="better-offer">
          <p>
            Save{' '}
            <Money
              data={moneyData(suggestion.extraPaise, currency)}
              as="span"
            />{' '}
            more with "{suggestion.offer.discountCode}"
          </p>
          <button
            type="button"
            onClick={() => void coupon.apply(suggestion.offer.discountCode)}
            disabled={disabled}
          >
            Apply
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className="cart-drawer__offers-link"
        onClick={onViewOffers}
        disabled={disabled}
      >
        View All Offers
      </button>
    </div>
  );
}
