/** QuitPop discounts: FREEPERFUME (free gift), QUIT10 and the 5% prepaid payment offer. */
import type {DiscountSeed} from '../../data/seed-writer.ts';
import {shops} from '../../../../contracts/index.ts';
import {rs} from '../common.ts';

const FREE_GIFT = shops.gum.cartPerks.freeGift;

/** The gum shop's discounts; `perfumeVariantId` is the gift FREEPERFUME adds. */
export const gumDiscounts = (perfumeVariantId: number): DiscountSeed[] => [
  // FREEPERFUME is a free gift (Shopify: Buy X Get Y / automatic free gift): from ₹999 it adds the
  // POP Fresh pocket perfume from the catalogue as a line at 100% off; nothing else changes.
  // Code and threshold are the store's `cartPerks.freeGift`, which the drawer reads too.
  {
    code: FREE_GIFT.code,
    title: 'Free perfume on orders of ₹999+',
    offerType: 'store_offer',
    valueType: 'free_gift',
    value: 10000,
    minSubtotalPaise: FREE_GIFT.minSubtotalPaise,
    gift: {variantId: perfumeVariantId},
    detail: 'Shop for ₹999 and get a free POP Fresh pocket perfume.',
  },
  {
    code: 'QUIT10',
    title: '10% off your first quit kit',
    offerType: 'store_offer',
    valueType: 'percentage',
    value: 1000,
    maxDiscountPaise: rs(200),
    minSubtotalPaise: rs(499),
    conditions: {firstOrderOnly: true, oncePerCustomer: true},
    detail: '10% off up to ₹200 on orders above ₹499.',
  },
  // PREPAID5 is the shop's prepaid discount as a code: it needs an online payment and is not given on
  // top of the prepaid 5% (combinesWithPrepaid: false), so a shopper gets 5%, never 10%.
  {
    code: 'PREPAID5',
    title: '5% off on prepaid orders',
    offerType: 'payment_offer',
    valueType: 'percentage',
    value: 500,
    conditions: {paymentMethods: ['prepaid'], combinesWithPrepaid: false},
    detail:
      'Pay online (UPI, cards, wallets, net banking) and get 5% off instantly.',
    payment: {
      offerId: 'po_gum_prepaid_5',
      paymentOfferTitle: '5% off on prepaid orders',
      logoPath: 'gum/logos/prepaid.png',
      autoApply: true,
      cashbackPaise: 0,
      offerCategory: 'instant_discount',
      tnc: 'Valid on all prepaid payment methods||Not valid on cash on delivery||Applied automatically at checkout||100% money back guarantee on prepaid orders',
    },
  },
];
