import {plural} from '@shared/i18n/plural';
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import {Link, useLocation} from 'react-router';
import {
  Header,
  type HeaderLabels,
  type HeaderProps,
} from '@shared/chrome/Header';
import {DESKTOP_MEDIA_QUERY} from '@shared/chrome/constants';
import type {NavItem} from '@shared/chrome/menu';
import {MegaMenu} from './MegaMenu';
import {MobileMenuLevels} from './MobileMenuLevels';
import {Icon} from '@shared/chrome/icons';

const loadSearchOverlay = () => import('~/search/SearchOverlay');
const SearchOverlay = lazy(loadSearchOverlay);

const cartLabel = (count: number) =>
  `Cart, ${plural('en-IN', count, {one: '{count} item', other: '{count} items'})}`;

/**
 * Grooming's header: the shared shell (hides on scroll down) with the desktop mega-menu (≥1024px),
 * the search overlays (lazy-loaded on first use), the account menu, and the drill-down mobile menu.
 */
export function GroomingHeader({
  logo,
  brand,
  mainMenu,
  mobileMenu,
  cart,
  trending,
  account,
  megaMenuPromo,
  mobileMenuFooter,
}: {
  logo: ReactNode;
  brand: string;
  mainMenu: NavItem[];
  mobileMenu: NavItem[];
  cart: HeaderProps['cart'];
  /** TRENDING chips per search variant. */
  trending: {desktop: readonly string[]; mobile: readonly string[]};
  account: ReactNode;
  /** Right column of mega-menu panels. */
  megaMenuPromo: (item: NavItem) => ReactNode;
  mobileMenuFooter: ReactNode;
}) {
  const [search, setSearch] = useState<'desktop' | 'mobile' | null>(null);
  const closeSearch = useCallback(() => setSearch(null), []);
  const {pathname, search: query} = useLocation();

  // Any navigation (a result, a trending chip, back/forward) closes the search overlay.
  useEffect(() => setSearch(null), [pathname, query]);

  const labels: HeaderLabels = {
    openMenu: 'Open menu',
    menu: `${brand} menu`,
    closeMenu: 'Close menu',
    cart: cartLabel,
  };
  return (
    <>
      <Header
        hideOnScroll
        pinned={search !== null}
        labels={labels}
        cart={cart}
        logo={
          <Link
            to="/"
            className="site-header__logo"
            aria-label={`${brand} home`}
            prefetch="intent"
          >
            {logo}
          </Link>
        }
        nav={<MegaMenu items={mainMenu} promo={megaMenuPromo} />}
        actions={
          <>
            {/* Before hydration the button submits to the search page (issue 34); after, it opens the overlay. */}
            <form action="/search" className="cart-action-form">
              <button
                type="submit"
                className="icon-button site-header__search"
                aria-label="Search"
                aria-haspopup="dialog"
                onClick={(event) => {
                  event.preventDefault();
                  setSearch(
                    window.matchMedia(DESKTOP_MEDIA_QUERY).matches
                      ? 'desktop'
                      : 'mobile',
                  );
                }}
                onPointerEnter={() => void loadSearchOverlay()}
                onFocus={() => void loadSearchOverlay()}
              >
                <Icon name="search" size={22} />
              </button>
            </form>
            {account}
          </>
        }
        menu={<MobileMenuLevels items={mobileMenu} />}
        menuHeader={
          <Link to="/" className="site-header__logo">
            {logo}
          </Link>
        }
        menuFooter={mobileMenuFooter}
      />
      {search && (
        <Suspense fallback={null}>
          <SearchOverlay
            variant={search}
            onClose={closeSearch}
            trending={trending[search]}
          />
        </Suspense>
      )}
    </>
  );
}
