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
    enterName: 'Please enter your name',
    enterPhone: 'Please enter a valid 10-digit mobile number',
    enterPincode: 'Please enter a valid 6-digit pincode',
    enterAddress: 'Please enter your address',
    enterCity: 'Please enter your city',
    chooseState: 'Please select your state',
    choosePayment: 'Please choose a payment method',
    coinsChanged:
      'Your coin balance changed. Please reload the page and try again.',
    cartNotFound: 'Cart not found',
    onlyLeft: (left: number, name: string) =>
      `Only ${left} left of ${name}. Please lower the quantity in your cart.`,
    soldOut: (name: string) =>
      `${name} is sold out. Please remove it from your cart.`,
    payWith: 'Pay with',
    instruments: {
      upi: 'UPI',
      card: 'Card',
      wallet: 'Wallet',
      netbanking: 'Net banking',
    },
    cartChanged: (total: string) =>
      `Your cart changed since this page was opened (another tab?). The new total is ${total}. Check the order summary and place the order again.`,
    totalChanged: (total: string) =>
      `The total for this order is now ${total}. Place the order again to confirm it.`,
    codFee: 'Cash on Delivery fee',
    codWithFee: (fee: string) => `Cash on delivery (+${fee})`,
    deliveryBy: (date: string) => `Delivery by ${date}`,
    notServiceable: (pincode: string) =>
      `Sorry, we don't deliver to ${pincode} yet.`,
    codNotHere:
      'Cash on Delivery is not available at this pincode. Please pay online.',
    codOverLimit: (limit: string) =>
      `Cash on Delivery is for orders up to ${limit}. Please pay online.`,
    pincodeNotInState: (pincode: string, state: string) =>
      `Pincode ${pincode} is not in ${state}. Please check the pincode and state.`,
    pincodeNotInCity: (pincode: string, city: string) =>
      `Pincode ${pincode} is not in ${city}. Please check the pincode and city.`,
    otpTitle: 'Verify your phone',
    otpSent: (phone: string) =>
      `Your first Cash on Delivery order from ${phone} needs a one-time code. We sent a 6-digit OTP to it by SMS: enter it to place the order.`,
    otpLabel: 'One-time code (OTP)',
    otpVerify: 'VERIFY AND PLACE ORDER',
    otpResend: 'Send a new OTP',
    otpEnter: 'Please enter the 6-digit OTP',
    otpWrong: 'Incorrect OTP. Please check the code and try again.',
    otpExpired: 'This OTP has expired or was used. Please ask for a new one.',
    otpTooMany: 'Too many wrong attempts. Please ask for a new OTP.',
    otpWait: (seconds: number) =>
      `Please wait ${seconds} seconds before asking for another OTP.`,
    otpGuessWait:
      'Too many wrong attempts for this number. Please wait a few minutes and try again.',
    otpNetwork:
      'Too many OTP requests from your network. Please try again later.',
    backToCheckout: 'Back to checkout',
    otherSite: 'This form can only be sent from the checkout page.',
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
    enterName: 'कृपया अपना नाम लिखें',
    enterPhone: 'कृपया 10 अंकों का सही मोबाइल नंबर लिखें',
    enterPincode: 'कृपया 6 अंकों का सही पिनकोड लिखें',
    enterAddress: 'कृपया अपना पता लिखें',
    enterCity: 'कृपया अपना शहर लिखें',
    chooseState: 'कृपया अपना राज्य चुनें',
    choosePayment: 'कृपया भुगतान का तरीका चुनें',
    coinsChanged: 'आपके कॉइन बदल गए हैं। कृपया पेज दोबारा लोड करके फिर से कोशिश करें।',
    cartNotFound: 'कार्ट नहीं मिला',
    onlyLeft: (left: number, name: string) =>
      `${name} के सिर्फ़ ${left} बचे हैं। कृपया कार्ट में मात्रा कम करें।`,
    soldOut: (name: string) => `${name} बिक चुका है। कृपया इसे कार्ट से हटाएँ।`,
    payWith: 'किससे भुगतान करेंगे',
    instruments: {
      upi: 'UPI',
      card: 'कार्ड',
      wallet: 'वॉलेट',
      netbanking: 'नेट बैंकिंग',
    },
    cartChanged: (total: string) =>
      `यह पेज खुलने के बाद आपका कार्ट बदल गया है (शायद किसी और टैब में)। नया कुल ${total} है। ऑर्डर का सारांश देखकर फिर से ऑर्डर करें।`,
    totalChanged: (total: string) =>
      `इस ऑर्डर का कुल अब ${total} है। पुष्टि के लिए फिर से ऑर्डर करें।`,
    codFee: 'कैश ऑन डिलीवरी शुल्क',
    codWithFee: (fee: string) => `कैश ऑन डिलीवरी (+${fee})`,
    deliveryBy: (date: string) => `${date} तक डिलीवरी`,
    notServiceable: (pincode: string) =>
      `माफ़ कीजिए, हम अभी ${pincode} पर डिलीवरी नहीं करते।`,
    codNotHere: 'इस पिनकोड पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।',
    codOverLimit: (limit: string) =>
      `कैश ऑन डिलीवरी ${limit} तक के ऑर्डर पर है। कृपया ऑनलाइन भुगतान करें।`,
    pincodeNotInState: (pincode: string, state: string) =>
      `पिनकोड ${pincode} ${state} में नहीं है। कृपया पिनकोड और राज्य जाँचें।`,
    pincodeNotInCity: (pincode: string, city: string) =>
      `पिनकोड ${pincode} ${city} में नहीं है। कृपया पिनकोड और शहर जाँचें।`,
    otpTitle: 'अपना फ़ोन सत्यापित करें',
    otpSent: (phone: string) =>
      `${phone} से आपके पहले कैश ऑन डिलीवरी ऑर्डर के लिए एक OTP चाहिए। हमने इस नंबर पर SMS से 6 अंकों का OTP भेजा है: ऑर्डर करने के लिए उसे लिखें।`,
    otpLabel: 'OTP (एक बार का कोड)',
    otpVerify: 'सत्यापित करें और ऑर्डर करें',
    otpResend: 'नया OTP भेजें',
    otpEnter: 'कृपया 6 अंकों का OTP लिखें',
    otpWrong: 'गलत OTP। कृपया कोड जाँचकर फिर से कोशिश करें।',
    otpExpired:
      'इस OTP की समय-सीमा खत्म हो गई है या यह इस्तेमाल हो चुका है। कृपया नया OTP मँगवाएँ।',
    otpTooMany: 'बहुत सारी गलत कोशिशें। कृपया नया OTP मँगवाएँ।',
    otpWait: (seconds: number) => `नया OTP मँगवाने से पहले कृपया ${seconds} सेकंड रुकें।`,
    otpGuessWait:
      'इस नंबर के लिए बहुत सारी गलत कोशिशें। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
    otpNetwork: 'आपके नेटवर्क से बहुत सारे OTP अनुरोध आए हैं। कृपया बाद में कोशिश करें।',
    backToCheckout: 'चेकआउट पर वापस जाएँ',
    otherSite: 'यह फ़ॉर्म सिर्फ़ चेकआउट पेज से भेजा जा सकता है।',
  },
} as const;

/** `?locale=` (or `lang`) from the checkout URL: 'hi' or 'hi-IN' → hi; anything else → en. */
export function checkoutLocale(url: URL): CheckoutLocale {
  const value = (
    url.searchParams.get('locale') ??
    url.searchParams.get('lang') ??
    ''
  )
    .toLowerCase()
    .split('-')[0];
  return value === 'hi' ? 'hi' : 'en';
}

export function checkoutStrings(locale: CheckoutLocale) {
  return CHECKOUT_STRINGS[locale];
}
