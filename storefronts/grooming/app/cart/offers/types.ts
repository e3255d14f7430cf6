/** The provider's offers as the storefront reads them (docs/requirements.md, grooming: data). Amounts: Decimal strings. */
export interface Offer {
  offerType: 'store_offer' | 'payment_offer';
  discountCode: string;
  title?: string;
  amountSaved: string;
  discountDetail: string;
  itemCountMissing?: number;
  amountMissing?: string;
  offerId?: string;
  paymentOfferTitle?: string;
  logoUrl?: string;
  autoApply?: boolean;
  cashbackAmount?: string;
  offerCategory?: string;
  tnc?: string;
}

export interface OffersData {
  discounts: Offer[];
  unavailableDiscounts: Offer[];
}

/** The applied coupon as cached locally (docs/requirements.md, grooming: data, "Applied discount"). */
export interface AppliedDiscount {
  code: string;
  /** The offer's title. */
  message: string;
  /** Total discount, Decimal string. */
  amount: string;
  /** Cart total after the discount, Decimal string. */
  totalPrice: string;
}
