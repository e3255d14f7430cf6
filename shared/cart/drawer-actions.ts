/** The drawer's own /api/cart actions besides CartForm's (see cart-api.server.ts). */
export const DRAWER_ACTIONS = {
  ClearCart: 'DrawerClearCart',
  PrepareCheckout: 'DrawerPrepareCheckout',
} as const;
