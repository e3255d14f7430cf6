/** The drawer's own /api/cart actions besides CartForm's (shared/cart/server/command.ts). */
export const DRAWER_ACTIONS = {
  ClearCart: 'DrawerClearCart',
  PrepareCheckout: 'DrawerPrepareCheckout',
} as const;
