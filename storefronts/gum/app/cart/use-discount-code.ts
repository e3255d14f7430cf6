import {useTranslation} from 'react-i18next';
import type {DiscountCodeState} from '@shared/cart/drawer/DiscountCodeBox';
import type {DrawerCart} from '@shared/cart/drawer/use-drawer-cart';
import {formatRupees} from '@shared/money/format';
import {useDiscountCode as useCartCode} from '@shared/cart/use-discount-code';
import {useLocalizePath} from '@shared/i18n/links';
import {useStore} from '@shared/config/store';

/**
 * Gum's rules for the code on the cart (docs/requirements.md, gum), read from the Storefront API's answer
 * to cartDiscountCodesUpdate (via this language's /cart): an unknown code, a payment code that waits for
 * the checkout, a first-order code, throttling after too many unknown codes, and the store's free-gift code
 * (cartPerks.freeGift), which below its threshold stays on the cart and says how much more to add (at the
 * threshold the backend adds the gift).
 */
export function useDiscountCode(
  cart: DrawerCart | null,
  subtotal: number,
): DiscountCodeState & {busy: boolean} {
  const {t} = useTranslation();
  const store = useStore();
  // The shared code path (decision 138); a refusal (e.g. THROTTLED) is the status line's to say.
  const code = useCartCode({
    action: useLocalizePath()('/cart'),
    key: 'gum-discount-code',
    cart,
    onError: () => {},
  });
  const answer = code.answer;
  const gift = store.cartPerks?.freeGift;
  const current = cart?.discountCodes?.[0] ?? null;

  const warned = (warning: string) =>
    Boolean(current && answer?.warnings?.some((w) => w.code === warning));
  const isGiftCode = Boolean(
    current && gift && current.code.toUpperCase() === gift.code.toUpperCase(),
  );
  const upper = current?.code.toUpperCase() ?? '';
  let text: string | null = null;
  // The Storefront API throttles after too many unknown codes (THROTTLED, kept as a code by the cart core).
  if (
    !code.busy &&
    answer?.errors?.some((error) => error?.code === 'THROTTLED')
  )
    text = t('cart.codeThrottled');
  else if (!current) text = null;
  else if (current.applicable) text = isGiftCode ? t('cart.giftAdded') : null;
  else if (isGiftCode && gift && subtotal < gift.minSubtotalPaise)
    text = t('cart.giftAddMore', {
      amount: formatRupees(gift.minSubtotalPaise - subtotal),
    });
  else if (warned('DISCOUNT_NOT_FOUND'))
    text = t('cart.codeInvalid', {code: current.code});
  // A payment code waits for the checkout; a first-order code is not for this customer (docs/security.md).
  else if (warned('DISCOUNT_CODE_NOT_HONOURED'))
    text = t('cart.codeAtCheckout', {code: upper});
  else if (
    warned('DISCOUNT_CUSTOMER_NOT_ELIGIBLE') ||
    warned('DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED')
  )
    text = t('cart.codeFirstOrder', {code: upper});
  else text = t('cart.codeNotApplicable', {code: current.code});

  return {
    current: code.current,
    status: text ? {text, tone: current?.applicable ? 'ok' : 'pending'} : null,
    // The field empties once the answer is in, whatever the store's word on the code.
    apply: async (entered) => {
      await code.apply(entered);
      return true;
    },
    remove: () => void code.remove(),
    busy: code.busy,
  };
}
