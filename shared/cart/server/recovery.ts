/**
 * Completed-or-vanished carts. After checkout (or when a cart expires) the Storefront API answers
 * `cart(id)` with null and every mutation with "The specified cart does not exist." As Hydrogen does
 * with Shopify, such a cart is no cart: the next add creates a new one (and a new cookie), and nothing
 * keeps showing or using the old one (decision 44).
 */

interface UserErrorLike {
  code?: string | null;
  field?: readonly string[] | null;
  message?: string | null;
}

export interface MutationResultLike {
  cart?: unknown;
  userErrors?: readonly UserErrorLike[] | null;
  errors?: unknown;
}

/** The mutation failed because the cart the cookie names is gone (not because of the input). */
export function isCartGone(
  result: MutationResultLike | null | undefined,
): boolean {
  if (!result || result.cart) return false;
  return (result.userErrors ?? []).some(
    (error) =>
      (error.field ?? []).includes('cartId') ||
      /cart does not exist|cart not found/i.test(error.message ?? ''),
  );
}

export type RecoveryDecision =
  /** Make a new cart with the same input (adds, codes, identity: the shopper's intent survives). */
  | 'create'
  /** Nothing to apply to a new cart (updating or removing lines of the old one): answer an empty cart. */
  | 'forget';

/** What to do when a mutation hit a gone cart. */
export function recoveryFor(command: {type: string}): RecoveryDecision {
  switch (command.type) {
    case 'LinesAdd':
    case 'DiscountCodesUpdate':
    case 'BuyerIdentityUpdate':
      return 'create';
    default:
      return 'forget';
  }
}

/**
 * A page loader read the cart: the cookie named a cart and the API returned none, so the cookie is
 * stale and should be dropped.
 */
export function isStaleCartCookie(
  cookieCartId: string | undefined | null,
  cart: unknown,
): boolean {
  return Boolean(cookieCartId) && !cart;
}
