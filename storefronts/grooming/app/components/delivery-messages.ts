import type {DeliveryMessages} from '@shared/delivery/loader.server';

/** Grooming's delivery messages: the /api/delivery route's and the pincode box's. */
export const DELIVERY_MESSAGES: DeliveryMessages = {
  invalid: 'Enter a 6-digit pincode',
  firstDigitZero: 'A pincode cannot start with 0',
  unserviceable: (pincode) => `Sorry, we don't deliver to ${pincode} yet`,
  unavailable:
    "We can't check delivery right now. You can still order: checkout confirms it.",
};
