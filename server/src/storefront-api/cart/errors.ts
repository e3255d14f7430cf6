/** Cart user errors and warnings (codes as Shopify's), and the limits Shopify enforces on carts. */

export type CartErrorCode =
  | 'INVALID'
  | 'INVALID_MERCHANDISE_LINE'
  | 'LESS_THAN'
  | 'MAXIMUM_EXCEEDED'
  | 'NOTE_TOO_LONG'
  | 'INVALID_DELIVERY_GROUP'
  | 'MISSING_DISCOUNT_CODE'
  | 'VALIDATION_CUSTOM';

export type CartWarningCode =
  | 'DISCOUNT_NOT_FOUND'
  | 'DISCOUNT_CURRENTLY_INACTIVE'
  | 'DISCOUNT_NO_ENTITLED_LINE_ITEMS'
  | 'DISCOUNT_PURCHASE_NOT_IN_RANGE'
  | 'DISCOUNT_QUANTITY_NOT_IN_RANGE'
  | 'DISCOUNT_CODE_NOT_HONOURED'
  | 'DISCOUNT_CUSTOMER_NOT_ELIGIBLE'
  | 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED'
  | 'MERCHANDISE_NOT_ENOUGH_STOCK'
  | 'MERCHANDISE_OUT_OF_STOCK';

export interface CartUserError {
  code: CartErrorCode;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  code: CartWarningCode;
  message: string;
  target: string;
}

export const MAX_LINE_QUANTITY = 1_000_000;
export const MAX_LINES = 500;
export const MAX_NOTE_LENGTH = 5000;

export const CART_NOT_FOUND: CartUserError = {
  code: 'INVALID',
  field: ['cartId'],
  message: 'The specified cart does not exist.',
};

/** The payload of a mutation whose cart id did not resolve (unknown cart, wrong key, completed). */
export const cartNotFound = () => ({
  cart: null,
  userErrors: [CART_NOT_FOUND],
  warnings: [],
});
