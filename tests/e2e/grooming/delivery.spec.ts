import {deliverySpecs, PRODUCTS, type DeliveryCopy} from '../fixtures';

/** Issue 23: the pincode box under Add to cart (shared/delivery), grooming's words. */
const copy: DeliveryCopy = {
  placeholder: 'Enter pincode',
  check: 'Check',
  change: 'Change',
  deliveryBy: (date) => `Delivery by ${date}`,
  deliverTo: (pincode, city) => `To ${pincode}, ${city}`,
  codAvailable: (fee) => `Cash on Delivery available (${fee} fee)`,
  prepaidOnly:
    'Prepaid only: Cash on Delivery is not available at this pincode',
  invalid: 'Enter a 6-digit pincode',
  firstDigitZero: 'A pincode cannot start with 0',
  unserviceable: (pincode) => `Sorry, we don't deliver to ${pincode} yet`,
  unavailable:
    "We can't check delivery right now. You can still order: checkout confirms it.",
  dateLocale: 'en-IN',
};

deliverySpecs({
  store: 'grooming',
  productPath: `/products/${PRODUCTS.razor.handle}`,
  languages: [
    {language: 'en', copy, downPincode: '400001', slowPincode: '400002'},
  ],
});
