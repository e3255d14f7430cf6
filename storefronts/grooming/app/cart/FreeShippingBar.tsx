import {Money} from '@shared/money/Money';
import {moneyData} from '@shared/money/format';
import {useStore} from '@shared/config/store';
import {freeShippingProgress, freeShippingRemaining} from './progress';

/** The drawer's head: how far the subtotal is from FREE shipping (docs/requirements.md, grooming). */
export function FreeShippingBar({
  subtotalPaise,
  currency,
}: {
  subtotalPaise: number;
  currency: string;
}) {
  const threshold = useStore().shipping.freeFromPaise;
  const progress = freeShippingProgress(subtotalPaise, threshold);
  const remaining = freeShippingRemaining(subtotalPaise, threshold);
  return (
    <div className="free-shipping" data-testid="free-shipping">
      <p>
        {remaining > 0 ? (
          <>
            You are <Money data={moneyData(remaining, currency)} as="strong" />{' '}
            away from FREE shipping
          </>
        ) : (
          <>Yay! You have unlocked FREE shipping</>
        )}
      </p>
      <div
        className="free-shipping__track"
        role="progressbar"
        aria-label="Free shipping progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="free-shipping__bar" style={{width: `${progress}%`}} />
      </div>
    </div>
  );
}
