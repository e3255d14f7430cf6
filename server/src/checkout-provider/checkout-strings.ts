/**
 * What the checkout page says, per language. The storefront hands the shopper's language over as
 * `?locale=hi` on the checkout URL (as hosted checkouts take a locale/lang parameter); anything else
 * is English. Perk rows have their own table (perks-view.ts).
 */
import type {PerkLocale} from './perks-view.ts';

export type CheckoutLocale = PerkLocale;

export const CHECKOUT_STRINGS = {
  en: {
    secureCheckout: 'SECURE CHECKOUT',
    close: 'Close checkout',
    checkout: 'Checkout',
    invalidLink: 'This checkout link is not valid',
    cannotOpen: 'This checkout cannot be opened here',
    invalidLinkHelp: 'Go back to the store and try again.',
    orderPlacedTitle: 'Order placed',
    alreadyPlaced: (name: string) => `Order ${name} is already placed`,
    total: 'Total',
    emptyCart: 'Your cart is empty',
    deliveryAddress: 'Delivery address',
    fullName: 'Full name',
    phone: 'Phone',
    phonePlaceholder: '10-digit mobile number',
    pincode: 'Pincode',
    city: 'City',
    address: 'Address',
    state: 'State',
    selectState: 'Select state',
    payment: 'Payment',
    cod: 'Cash on delivery',
    prepaid: 'Pay online (UPI / card)',
    placeOrder: 'PLACE ORDER',
    fullPage: 'Open the full checkout page',
    orderSummary: 'Order summary',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    couldNotPlace: 'Could not place the order. Please try again.',
    placed: (name: string) => `Order ${name} placed!`,
    toPay: 'To pay on delivery',
    paid: 'Total paid',
    paymentLabel: 'Payment',
    prepaidShort: 'Prepaid',
    continueShopping: 'Continue shopping',
    backToStore: 'Back to the store',
  },
  hi: {
    secureCheckout: 'सुरक्षित चेकआउट',
    close: 'चेकआउट बंद करें',
    checkout: 'चेकआउट',
    invalidLink: 'यह चेकआउट लिंक मान्य नहीं है',
    cannotOpen: 'यह चेकआउट यहाँ नहीं खुल सकता',
    invalidLinkHelp: 'स्टोर पर वापस जाकर फिर से कोशिश करें।',
    orderPlacedTitle: 'ऑर्डर हो गया',
    alreadyPlaced: (name: string) => `ऑर्डर ${name} पहले ही हो चुका है`,
    total: 'कुल',
    emptyCart: 'आपका कार्ट खाली है',
    deliveryAddress: 'डिलीवरी का पता',
    fullName: 'पूरा नाम',
    phone: 'फ़ोन',
    phonePlaceholder: '10 अंकों का मोबाइल नंबर',
    pincode: 'पिनकोड',
    city: 'शहर',
    address: 'पता',
    state: 'राज्य',
    selectState: 'राज्य चुनें',
    payment: 'भुगतान',
    cod: 'कैश ऑन डिलीवरी',
    prepaid: 'ऑनलाइन भुगतान (UPI / कार्ड)',
    placeOrder: 'ऑर्डर करें',
    fullPage: 'पूरा चेकआउट पेज खोलें',
    orderSummary: 'ऑर्डर का सारांश',
    subtotal: 'सबटोटल',
    discount: 'छूट',
    shipping: 'शिपिंग',
    free: 'मुफ़्त',
    couldNotPlace: 'ऑर्डर नहीं हो सका। कृपया फिर से कोशिश करें।',
    placed: (name: string) => `ऑर्डर ${name} हो गया!`,
    toPay: 'डिलीवरी पर चुकाना है',
    paid: 'कुल भुगतान',
    paymentLabel: 'भुगतान',
    prepaidShort: 'प्रीपेड',
    continueShopping: 'खरीदारी जारी रखें',
    backToStore: 'स्टोर पर वापस जाएँ',
  },
} as const;

/** `?locale=` (or `lang`) from the checkout URL: 'hi' or 'hi-IN' → hi; anything else → en. */
export function checkoutLocale(url: URL): CheckoutLocale {
  const value = (url.searchParams.get('locale') ?? url.searchParams.get('lang') ?? '').toLowerCase().split('-')[0];
  return value === 'hi' ? 'hi' : 'en';
}

export function checkoutStrings(locale: CheckoutLocale) {
  return CHECKOUT_STRINGS[locale];
}
