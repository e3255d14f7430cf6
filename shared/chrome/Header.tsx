import {Suspense, lazy, useCallback, useEffect, useState, type ReactNode} from 'react';
import {Await, Link, useLocation} from 'react-router';
import {useOptimisticCart} from '@shopify/hydrogen';
import {DESKTOP_MEDIA_QUERY} from './constants';
import type {NavItem} from './menu';
import {MegaMenu} from './MegaMenu';
import {MobileMenu} from './MobileMenu';
import {useHideOnScroll} from './use-hide-on-scroll';

const loadSearchOverlay = () => import('@shared/search/SearchOverlay');
const SearchOverlay = lazy(loadSearchOverlay);

type CartLike = {totalQuantity?: number | null; lines?: {nodes: unknown[]}} | null;

export interface HeaderProps {
  /** The brand mark, linked to / by the header. */
  logo: ReactNode;
  brand: string;
  mainMenu: NavItem[];
  mobileMenu: NavItem[];
  /** The root loader's cart (a promise from context.cart.get()). */
  cart: Promise<CartLike> | CartLike;
  /** Opens the cart drawer; without it the cart button is a link to /cart. */
  onCartClick?: () => void;
  /** TRENDING chips per search variant. */
  trending: {desktop: readonly string[]; mobile: readonly string[]};
  /** Extra header actions (e.g. the account menu), placed before the cart button. */
  actions?: ReactNode;
  /** Right column of mega-menu panels. */
  megaMenuPromo?: (item: NavItem) => ReactNode;
  /** Bottom of the mobile menu (e.g. account and help links). */
  mobileMenuFooter?: ReactNode;
}

/**
 * Sticky site header: logo, desktop mega-menu (≥1024px), mobile slide-in menu, search overlays
 * (lazy-loaded on first use) and the cart button with its count badge. It hides while scrolling
 * down past 100px and comes back on scroll up; its height is reserved so nothing shifts.
 */
export function Header({
  logo,
  brand,
  mainMenu,
  mobileMenu,
  cart,
  onCartClick,
  trending,
  actions,
  megaMenuPromo,
  mobileMenuFooter,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [search, setSearch] = useState<'desktop' | 'mobile' | null>(null);
  const {visible, listening} = useHideOnScroll(menuOpen || search !== null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeSearch = useCallback(() => setSearch(null), []);
  const {pathname, search: query} = useLocation();

  // Any navigation (a menu link, the promo, back/forward) closes the overlays.
  useEffect(() => {
    setMenuOpen(false);
    setSearch(null);
  }, [pathname, query]);

  const openSearch = () => {
    setMenuOpen(false);
    setSearch(window.matchMedia(DESKTOP_MEDIA_QUERY).matches ? 'desktop' : 'mobile');
  };

  return (
    <>
      <header className={`site-header${visible ? '' : ' is-hidden'}`} data-visible={visible} data-scroll-ready={listening}>
        <div className="site-header__bar">
          <button
            type="button"
            className="icon-button site-header__menu-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <Link to="/" className="site-header__logo" aria-label={`${brand} home`} prefetch="intent">
            {logo}
          </Link>
          <MegaMenu items={mainMenu} promo={megaMenuPromo} />
          <div className="site-header__actions">
            <button
              type="button"
              className="icon-button site-header__search"
              aria-label="Search"
              aria-haspopup="dialog"
              onClick={openSearch}
              onPointerEnter={() => void loadSearchOverlay()}
              onFocus={() => void loadSearchOverlay()}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            {actions}
            <CartButton cart={cart} onClick={onCartClick} />
          </div>
        </div>
      </header>
      <MobileMenu
        items={mobileMenu}
        open={menuOpen}
        onClose={closeMenu}
        title={`${brand} menu`}
        header={
          <Link to="/" className="site-header__logo" onClick={closeMenu} tabIndex={menuOpen ? undefined : -1}>
            {logo}
          </Link>
        }
        footer={mobileMenuFooter}
      />
      {search && (
        <Suspense fallback={null}>
          <SearchOverlay variant={search} onClose={closeSearch} trending={trending[search]} />
        </Suspense>
      )}
    </>
  );
}

function CartButton({cart, onClick}: {cart: HeaderProps['cart']; onClick?: () => void}) {
  return (
    <Suspense fallback={<CartLink count={0} onClick={onClick} />}>
      <Await resolve={cart} errorElement={<CartLink count={0} onClick={onClick} />}>
        {(resolved) => <OptimisticCartLink cart={resolved} onClick={onClick} />}
      </Await>
    </Suspense>
  );
}

function OptimisticCartLink({cart, onClick}: {cart: CartLike; onClick?: () => void}) {
  const optimistic = useOptimisticCart(cart as Parameters<typeof useOptimisticCart>[0]);
  return <CartLink count={optimistic?.totalQuantity ?? 0} onClick={onClick} />;
}

function CartLink({count, onClick}: {count: number; onClick?: () => void}) {
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <a
      href="/cart"
      className="icon-button site-header__cart"
      aria-label={label}
      data-testid="cart-button"
      onClick={(event) => {
        if (!onClick) return;
        event.preventDefault();
        onClick();
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M6 7h12l-1 13H7L6 7z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M9 7a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={`cart-badge${count > 0 ? '' : ' is-empty'}`} data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </a>
  );
}
