import {
  memo,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import {Await, useLocation} from 'react-router';
import {useOptimisticCart} from '@shopify/hydrogen';
import {useCartDrawer} from '@shared/cart/drawer/context';
import {useLocalizePath} from '@shared/i18n/links';
import {useLazyModule} from './use-lazy-module';
import {useHideOnScroll} from './use-hide-on-scroll';
import {useHydrated} from './use-hydrated';
import {MOBILE_MENU_ANIMATION_MS} from './constants';
import {Icon} from './icons';

// The menu's shell (the dialog: focus trap, scroll lock, slide) is not drawn before a tap: it loads after the
// first paint (decision 92).
const loadDialog = () =>
  import('@shared/dialog/Dialog').then((module) => module.Dialog);

type CartLike = {
  totalQuantity?: number | null;
  lines?: {nodes: unknown[]};
} | null;

/** What the header says, in the store's language. */
export interface HeaderLabels {
  /** The menu button's name. */
  openMenu: string;
  /** The mobile menu dialog's name. */
  menu: string;
  closeMenu: string;
  /** The cart button's name for a count ("Cart, 2 items"). */
  cart(count: number): string;
}

export interface HeaderProps {
  /** The store's home link with its logo. */
  logo: ReactNode;
  /** Desktop navigation (shown from the store's desktop breakpoint by its CSS). */
  nav?: ReactNode;
  /** Header actions placed before the cart button (search, language, account). */
  actions?: ReactNode;
  /** Inside the header, under the bar (a strip of links). */
  below?: ReactNode;
  /** The root loader's cart (a promise from context.cart.get()). */
  cart: Promise<CartLike> | CartLike;
  labels: HeaderLabels;
  /** The mobile menu's content; rendered only while the menu is open. */
  menu: ReactNode;
  menuHeader?: ReactNode;
  menuFooter?: ReactNode;
  /** Hide while scrolling down past 100px, show on scroll up (its height stays reserved). */
  hideOnScroll?: boolean;
  /** Keeps the header shown while one of the store's overlays (search) is open. */
  pinned?: boolean;
}

/**
 * The sticky site header both stores use: menu button, logo, the store's desktop nav and actions, and
 * the cart button with its optimistic count badge, which opens the cart drawer. It owns the mobile
 * menu (the shared dialog shell, shared/dialog/Dialog) and closes it on any navigation. `data-hydrated` marks it once
 * React runs in the browser, `data-scroll-ready` once scroll events are handled.
 */
export function Header({
  logo,
  nav,
  actions,
  below,
  cart,
  labels,
  menu,
  menuHeader,
  menuFooter,
  hideOnScroll = false,
  pinned = false,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const {visible, listening} = useHideOnScroll(
    menuOpen || pinned,
    hideOnScroll,
  );
  const hydrated = useHydrated();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const {pathname, search} = useLocation();

  const Dialog = useLazyModule(loadDialog, {now: menuOpen});

  // Any navigation (a menu link, back/forward) closes the menu.
  useEffect(() => setMenuOpen(false), [pathname, search]);

  return (
    <>
      <header
        className={`site-header${visible ? '' : ' is-hidden'}`}
        data-hydrated={hydrated || undefined}
        data-visible={hideOnScroll ? visible : undefined}
        data-scroll-ready={hideOnScroll ? listening : undefined}
      >
        <div className="site-header__bar">
          <button
            type="button"
            className="icon-button site-header__menu-button"
            aria-label={labels.openMenu}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'mobile-menu' : undefined}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" size={24} />
          </button>
          {logo}
          {nav}
          <div className="site-header__actions">
            {actions}
            <CartButton cart={cart} label={labels.cart} />
          </div>
        </div>
        {below}
      </header>
      {/* The mobile menu: the dialog shell from the start side, in the DOM only while open (decision 55). */}
      {Dialog && (
        <Dialog
          open={menuOpen}
          onClose={closeMenu}
          placement="start"
          id="mobile-menu"
          name="mobile-menu"
          durationMs={MOBILE_MENU_ANIMATION_MS}
          title={labels.menu}
          hideTitle
          closeLabel={labels.closeMenu}
          closeClassName="icon-button"
          closeOnLinkClick
          header={menuHeader}
          footer={menuFooter}
        >
          {menu}
        </Dialog>
      )}
    </>
  );
}

type CartButtonProps = {cart: HeaderProps['cart']; label: HeaderLabels['cart']};

// Memoised: the header's own updates right after hydration (hydrated, scroll listener) must not reach the
// cart count's Suspense boundary before it hydrates, or React throws that HTML away (error #421).
const CartButton = memo(function CartButton({cart, label}: CartButtonProps) {
  return (
    <Suspense fallback={<CartLink count={0} label={label} />}>
      <Await resolve={cart} errorElement={<CartLink count={0} label={label} />}>
        {(resolved) => <OptimisticCartLink cart={resolved} label={label} />}
      </Await>
    </Suspense>
  );
});

/** The count includes lines being added or removed right now (Hydrogen's optimistic cart). */
function OptimisticCartLink({
  cart,
  label,
}: {
  cart: CartLike;
  label: HeaderLabels['cart'];
}) {
  const optimistic = useOptimisticCart(
    cart as Parameters<typeof useOptimisticCart>[0],
  );
  return <CartLink count={optimistic?.totalQuantity ?? 0} label={label} />;
}

/** A link to the cart page until the page is live; then it opens the cart drawer. */
function CartLink({
  count,
  label,
}: {
  count: number;
  label: HeaderLabels['cart'];
}) {
  const drawer = useCartDrawer();
  const localize = useLocalizePath();
  return (
    <a
      href={localize('/cart')}
      className="icon-button site-header__cart"
      aria-label={label(count)}
      data-testid="cart-button"
      onClick={(event) => {
        event.preventDefault();
        drawer.open();
      }}
    >
      <Icon name="bag" size={24} />
      <span
        className={`cart-badge${count > 0 ? '' : ' is-empty'}`}
        data-testid="cart-count"
        aria-hidden="true"
      >
        {count}
      </span>
    </a>
  );
}
