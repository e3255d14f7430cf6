/** QuitPop discounts: FREEPERFUME (store offer) and the 5% prepaid payment offer. */
import type {DiscountSeed} from '../../data/seed-writer.ts';
import {rs} from '../common.ts';

export const GUM_DISCOUNTS: DiscountSeed[] = [
  // FREEPERFUME is modelled as a FIXED AMOUNT: ₹299 off (the price of the free perfume) on orders of ₹999+.
  // The discounts table has no "free gift" type, so the gift is represented by its value.
  {code: 'FREEPERFUME', title: 'Free perfume on orders of ₹999+', offerType: 'store_offer', valueType: 'fixed_amount',
    value: rs(299), minSubtotalPaise: rs(999),
    detail: 'Shop for ₹999 and get a free perfume worth ₹299.'},
  {code: 'QUIT10', title: '10% off your first quit kit', offerType: 'store_offer', valueType: 'percentage', value: 1000,
    maxDiscountPaise: rs(200), minSubtotalPaise: rs(499),
    detail: '10% off up to ₹200 on orders above ₹499.'},
  {code: 'PREPAID5', title: '5% off on prepaid orders', offerType: 'payment_offer', valueType: 'percentage', value: 500,
    detail: 'Pay online (UPI, cards, wallets, net banking) and get 5% off instantly.',
    payment: {offerId: 'po_gum_prepaid_5', paymentOfferTitle: '5% off on prepaid orders', logoPath: 'gum/logos/prepaid.png',
      autoApply: true, cashbackPaise: 0, offerCategory: 'instant_discount',
      tnc: 'Valid on all prepaid payment methods||Not valid on cash on delivery||Applied automatically at checkout||100% money back guarantee on prepaid orders'}},
];
