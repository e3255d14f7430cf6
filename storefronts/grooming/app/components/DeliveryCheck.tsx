import {PincodeCheck, type PincodeLabels} from '@shared/delivery/PincodeCheck';
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
}: {
  scope?: 'cart';
  refreshKey?: number;
}) {
  return (
    <PincodeCheck
      labels={LABELS}
      endpoint="/api/delivery"
      dateLocale="en-IN"
      formatPaise={formatRupees}
      scope={scope}
      refreshKey={refreshKey}
    />
  );
}
