/** Query.shop, Query.localization and Query.paymentSettings. */
import type {IResolvers} from '@graphql-tools/utils';
import {shopNumber} from '../objects/content.ts';
import type {ApiContext} from '../context.ts';
import {toGid} from '../ids.ts';
import {loader} from '../catalog/loader.ts';
import {metafieldParent} from '../objects/metafields.ts';
import {primaryDomainUrl} from '../objects/urls.ts';
import {findPolicyByHandle, policyParent} from '../objects/policies.ts';

type Ctx = ApiContext;

const LANGUAGES: Record<string, {name: string; endonymName: string}> = {
  en: {name: 'English', endonymName: 'English'},
  hi: {name: 'Hindi', endonymName: 'हिन्दी'},
};

const CURRENCIES: Record<string, {name: string; symbol: string}> = {
  INR: {name: 'Indian Rupee', symbol: '₹'},
};

function language(code: string) {
  const known = LANGUAGES[code.toLowerCase()];
  return {
    isoCode: code.toUpperCase(),
    name: known?.name ?? code.toUpperCase(),
    endonymName: known?.endonymName ?? code.toUpperCase(),
  };
}

function policy(ctx: Ctx, handle: string) {
  const row = findPolicyByHandle(ctx, handle);
  return row ? policyParent(ctx, row) : null;
}

function paymentSettings(ctx: Ctx) {
  return {
    acceptedCardBrands: [
      'VISA',
      'MASTERCARD',
      'AMERICAN_EXPRESS',
      'DINERS_CLUB',
    ],
    cardVaultUrl: `${ctx.origin}/sessions`,
    countryCode: 'IN',
    currencyCode: ctx.shop.currency,
    enabledPresentmentCurrencies: [ctx.shop.currency],
    shopifyPaymentsAccountId: null,
    supportedDigitalWallets: ['GOOGLE_PAY'],
  };
}

function market() {
  return {
    __typename: 'Market',
    id: toGid('Market', 1),
    handle: 'in',
    metafield: () => null,
    metafields: () => [],
  };
}

function localization(ctx: Ctx) {
  const locales = ctx.shop.locales.length
    ? ctx.shop.locales
    : [ctx.shop.primaryLocale];
  const languages = locales.map(language);
  const current =
    locales.find((l) => l.toLowerCase() === ctx.locale.toLowerCase()) ??
    ctx.shop.primaryLocale;
  const currency = CURRENCIES[ctx.shop.currency] ?? {
    name: ctx.shop.currency,
    symbol: ctx.shop.currency,
  };
  const country = {
    isoCode: 'IN',
    name: 'India',
    currency: {isoCode: ctx.shop.currency, ...currency},
    availableLanguages: languages,
    defaultLanguage: language(ctx.shop.primaryLocale),
    market: market(),
    unitSystem: 'METRIC_SYSTEM',
  };
  return {
    availableCountries: [country],
    availableLanguages: languages,
    country,
    language: language(current),
    market: market(),
  };
}

export const shopResolvers: IResolvers<unknown, ApiContext> = {
  QueryRoot: {
    shop: (_: unknown, __: unknown, ctx: Ctx) => {
      const domain = primaryDomainUrl(ctx);
      const number = shopNumber(ctx);
      const shopParent = {
        __typename: 'Shop',
        id: toGid('Shop', number),
        name: ctx.shop.name,
        description: ctx.shop.description || null,
        moneyFormat: `${CURRENCIES[ctx.shop.currency]?.symbol ?? ''}{{amount}}`,
        primaryDomain: {
          host: new URL(domain).host,
          url: domain,
          sslEnabled: domain.startsWith('https:'),
        },
        brand: null,
        paymentSettings: paymentSettings(ctx),
        shipsToCountries: ['IN'],
        socialLoginProviders: [],
        customerAccountUrl: null,
        customerAccountTranslations: null,
        shopPayInstallmentsPricing: null,
        privacyPolicy: () => policy(ctx, 'privacy-policy'),
        refundPolicy: () => policy(ctx, 'refund-policy'),
        shippingPolicy: () => policy(ctx, 'shipping-policy'),
        termsOfService: () => policy(ctx, 'terms-of-service'),
        termsOfSale: () => policy(ctx, 'terms-of-sale'),
        legalNotice: () => policy(ctx, 'legal-notice'),
        contactInformation: () => policy(ctx, 'contact-information'),
        subscriptionPolicy: () => null,
        metafield: ({
          namespace,
          key,
        }: {
          namespace?: string | null;
          key: string;
        }) => {
          const row = loader(ctx)
            .metafields('shop', ctx.shop.id)
            .find(
              (m) => m.namespace === (namespace ?? 'custom') && m.key === key,
            );
          return row
            ? metafieldParent(row, shopParent, new Date(0).toISOString())
            : null;
        },
        metafields: ({
          identifiers,
        }: {
          identifiers: {namespace?: string | null; key: string}[];
        }) =>
          identifiers.map(({namespace, key}) => {
            const row = loader(ctx)
              .metafields('shop', ctx.shop.id)
              .find(
                (m) => m.namespace === (namespace ?? 'custom') && m.key === key,
              );
            return row
              ? metafieldParent(row, shopParent, new Date(0).toISOString())
              : null;
          }),
      };
      return shopParent;
    },
    localization: (_: unknown, __: unknown, ctx: Ctx) => localization(ctx),
    paymentSettings: (_: unknown, __: unknown, ctx: Ctx) =>
      paymentSettings(ctx),
  },
};
