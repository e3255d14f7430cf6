import {PincodeCheck, type PincodeLabels} from '@shared/delivery/PincodeCheck';
import type {DeliveryAnswer} from '@shared/delivery/answer';
import {formatRupees} from '@shared/money/format';
import {DELIVERY_MESSAGES} from './delivery-messages';

const LABELS: PincodeLabels = {
  heading: 'Check delivery',
  placeholder: 'Enter pincode',
  check: 'Check',
  checking: 'Checking…',
  change: 'Change',
  deliveryBy: (date) => `Delivery by ${date}`,
  deliverTo: (pincode, city) => `To ${pincode}, ${city}`,
  codAvailable: (fee) => `Cash on Delivery available (${fee} fee)`,
  prepaidOnly:
    'Prepaid only: Cash on Delivery is not available at this pincode',
  codOverLimit: (limit) =>
    `Cash on Delivery is for orders up to ${limit}: please pay online`,
  invalid: DELIVERY_MESSAGES.invalid,
  firstDigitZero: DELIVERY_MESSAGES.firstDigitZero,
  unavailable: DELIVERY_MESSAGES.unavailable,
};

/** The shared pincode box with grooming's words (product page; the drawer passes scope 'cart'). */
export function DeliveryCheck({
  scope,
  refreshKey,
  onAnswer,
  initial,
}: {
  scope?: 'cart';
  refreshKey?: number;
  onAnswer?: (answer: DeliveryAnswer | null) => void;
  /** The server's answer for the page's ?pincode= (the box's GET form without JavaScript). */
  initial?: DeliveryAnswer | null;
}) {
  return (
    <PincodeCheck
      labels={LABELS}
      endpoint="/api/delivery"
      dateLocale="en-IN"
      formatPaise={formatRupees}
      scope={scope}
      refreshKey={refreshKey}
      onAnswer={onAnswer}
      initial={initial}
    />
  );
}

/**
 * The product page's Cash on Delivery perk, from the pincode box's answer (decision 101): said as a
 * promise only where the pincode has COD, hedged before a pincode is known, left out where it has none.
 */
export function CodPerk({answer}: {answer: DeliveryAnswer | null}) {
  if (answer?.status === 'ok' && !answer.cod.available) return null;
  if (answer?.status === 'unserviceable') return null;
  return (
    <li data-testid="perk-cod">
      {answer?.status === 'ok'
        ? 'Cash on delivery available'
        : 'Cash on delivery on most pincodes'}
    </li>
  );
}
