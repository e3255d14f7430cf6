import drawerStyles from './cart-drawer.css?url';

/** Add to the root `links()` so the drawer's styles are there before its (lazy) code. */
export const cartDrawerStylesHref = drawerStyles;
