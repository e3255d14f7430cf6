import {describe, expect, it, vi} from 'vitest';
import type {Storefront} from '@shopify/hydrogen';
import {rootAnalytics} from './root';

const ENV = {
  PUBLIC_STOREFRONT_ID: '1000000002',
  PUBLIC_CHECKOUT_DOMAIN: 'checkout.example.in',
  PUBLIC_STOREFRONT_API_TOKEN: 'abcdefghijklmnopqrstuvwxyz123456',
};

function fakeStorefront() {
  const query = vi.fn(async () => ({
    shop: {id: 'gid://shopify/Shop/1'},
    localization: {
      country: {currency: {isoCode: 'INR'}},
      language: {isoCode: 'EN'},
    },
  }));
  const storefront = {
    query,
    CacheLong: () => ({}),
    i18n: {country: 'IN', language: 'EN'},
  } as unknown as Storefront;
  return {storefront, query};
}

// Hydrogen's Analytics.Provider loads Shopify's consent and perf scripts from cdn.shopify.com whenever it
// has a shop (decision 140): the shop comes only with Shopify's CDN configured.
describe('rootAnalytics', () => {
  it("gives Hydrogen the shop when Shopify's CDN is configured", async () => {
    const {storefront, query} = fakeStorefront();
    const data = rootAnalytics(storefront, {
      ...ENV,
      PUBLIC_SHOPIFY_CDN_URL: 'https://cdn.shopify.com',
    });
    await expect(data.shop).resolves.toMatchObject({
      shopId: 'gid://shopify/Shop/1',
      hydrogenSubchannelId: '1000000002',
    });
    expect(query).toHaveBeenCalledOnce();
    expect(data.consent).toMatchObject({
      checkoutDomain: 'checkout.example.in',
      storefrontAccessToken: ENV.PUBLIC_STOREFRONT_API_TOKEN,
    });
  });

  it("gives no shop (so no Shopify script is loaded) without Shopify's CDN, and keeps the consent settings", () => {
    const {storefront, query} = fakeStorefront();
    const data = rootAnalytics(storefront, ENV);
    expect(data.shop).toBeNull();
    expect(query).not.toHaveBeenCalled();
    expect(data.consent.checkoutDomain).toBe('checkout.example.in');
  });
});
