/** Grooming discounts: store offers (coupon codes) and payment offers. */
import type {DiscountSeed} from '../../data/seed-writer.ts';
import {rs} from '../common.ts';
import {shops} from '../../../../contracts/index.ts';
import {formatWholeRupees} from '../../../../shared/money/format.ts';

const SHIPPING = shops.grooming.shipping;

/** Product types RAZOR20 applies to (resolved to product ids by the seed). */
export const RAZOR20_PRODUCT_TYPES = [
  'Razor',
  'Razor Cartridge',
  'Shaving Kit',
];

/** `productIds` for RAZOR20 is filled in by seed/grooming/index.ts. */
export function groomingDiscounts(razorProductIds: number[]): DiscountSeed[] {
  return [
    {
      code: 'WELCOME10',
      title: '10% off on your first order',
      offerType: 'store_offer',
      valueType: 'percentage',
      value: 1000,
      maxDiscountPaise: rs(150),
      minSubtotalPaise: rs(299),
      conditions: {firstOrderOnly: true, oncePerCustomer: true},
      detail: 'Get 10% off up to ₹150 on orders above ₹299.',
    },
    {
      code: 'FLAT100',
      title: 'Flat ₹100 off',
      offerType: 'store_offer',
      valueType: 'fixed_amount',
      value: rs(100),
      minSubtotalPaise: rs(999),
      detail: 'Flat ₹100 off on orders of ₹999 and above.',
    },
    {
      code: 'BUY3SAVE',
      title: 'Buy 3, save 15%',
      offerType: 'store_offer',
      valueType: 'percentage',
      value: 1500,
      minQuantity: 3,
      detail: 'Add any 3 or more items and get 15% off your order.',
    },
    {
      code: 'RAZOR20',
      title: '20% off razors',
      offerType: 'store_offer',
      valueType: 'percentage',
      value: 2000,
      productIds: razorProductIds,
      detail: 'Get 20% off razors, razor cartridges and shaving kits.',
    },
    {
      // Takes the shipping fee off, so only while the order pays one (decision 99): the store's rule.
      code: 'FREESHIP',
      title: `${formatWholeRupees(SHIPPING.feePaise)} off: free shipping`,
      offerType: 'store_offer',
      valueType: 'fixed_amount',
      value: SHIPPING.feePaise,
      maxSubtotalPaise: SHIPPING.freeFromPaise,
      detail: `Free shipping on orders below ${formatWholeRupees(SHIPPING.freeFromPaise)}: takes the ${formatWholeRupees(SHIPPING.feePaise)} shipping fee off.`,
    },
    {
      code: 'DIWALI25',
      title: 'Diwali sale: 25% off',
      offerType: 'store_offer',
      valueType: 'percentage',
      value: 2500,
      maxDiscountPaise: rs(500),
      minSubtotalPaise: rs(1499),
      active: false,
      detail:
        'Festive offer: 25% off up to ₹500 on orders above ₹1,499. This offer has ended.',
    },
    // ----- payment offers (shown in the "Payment Offers" tab): their conditions name the instrument, so in
    // a cart they wait (applicable: false) and the checkout applies them when the shopper pays that way.
    {
      code: 'UPICASHBACK',
      title: 'Flat ₹50 cashback on UPI',
      offerType: 'payment_offer',
      valueType: 'fixed_amount',
      value: rs(50),
      minSubtotalPaise: rs(499),
      conditions: {paymentMethods: ['upi'], oncePerCustomer: true},
      detail: 'Pay with any UPI app and get ₹50 cashback on orders above ₹499.',
      payment: {
        offerId: 'po_grooming_upi_50',
        paymentOfferTitle: 'Flat ₹50 cashback with UPI',
        logoPath: 'grooming/logos/upi.png',
        autoApply: true,
        cashbackPaise: rs(50),
        offerCategory: 'cashback_offer',
        tnc: 'Valid once per user||Minimum order ₹499||Instant cashback: ₹50 off the order at checkout when you pay by UPI||Not valid on cash on delivery||Not combined with coupon codes: the larger saving applies',
      },
    },
    {
      code: 'CARD10',
      title: '10% instant discount on credit cards',
      offerType: 'payment_offer',
      valueType: 'percentage',
      value: 1000,
      maxDiscountPaise: rs(200),
      minSubtotalPaise: rs(999),
      conditions: {paymentMethods: ['card']},
      detail:
        '10% off up to ₹200 with credit cards on orders of ₹999 and above.',
      payment: {
        offerId: 'po_grooming_card_10',
        paymentOfferTitle: '10% off with credit cards',
        logoPath: 'grooming/logos/card.png',
        autoApply: false,
        cashbackPaise: 0,
        offerCategory: 'instant_discount',
        tnc: 'Valid on all major credit cards||Minimum order ₹999||Maximum discount ₹200||Applied at checkout when you pay by card||Not combined with coupon codes: the larger saving applies',
      },
    },
    {
      code: 'WALLET75',
      title: '₹75 cashback on wallets',
      offerType: 'payment_offer',
      valueType: 'fixed_amount',
      value: rs(75),
      minSubtotalPaise: rs(799),
      conditions: {paymentMethods: ['wallet'], oncePerCustomer: true},
      detail:
        'Get ₹75 cashback when you pay with a wallet on orders above ₹799.',
      payment: {
        offerId: 'po_grooming_wallet_75',
        paymentOfferTitle: '₹75 cashback on wallets',
        logoPath: 'grooming/logos/wallet.png',
        autoApply: false,
        cashbackPaise: rs(75),
        offerCategory: 'cashback_offer',
        tnc: 'Valid once per user||Minimum order ₹799||Instant cashback: ₹75 off the order at checkout when you pay by wallet||Not combined with coupon codes: the larger saving applies',
      },
    },
  ];
}
