import type {CheckoutProviderSettings} from './use-checkout';

/**
 * What the root loader passes to <CartDrawer> as `checkoutProvider` (public values only; the API key
 * stays on the server).
 */
export function checkoutProviderSettings(
  env: Pick<
    Env,
    'PUBLIC_CHECKOUT_PROVIDER_URL' | 'PUBLIC_CHECKOUT_PROVIDER_MERCHANT_ID'
  >,
): CheckoutProviderSettings {
  return {
    url: env.PUBLIC_CHECKOUT_PROVIDER_URL || null,
    merchantId: env.PUBLIC_CHECKOUT_PROVIDER_MERCHANT_ID || null,
  };
}
