import {Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {Await, useLocation} from 'react-router';
import {Link, NavLink} from '@shared/i18n/links';
import {useTranslation} from 'react-i18next';
import type {NavItem} from '@shared/chrome/menu';
import {NavItemLink} from '@shared/chrome/NavLink';
import {useCartDrawer} from '@shared/cart/drawer/context';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {LanguageSwitch} from './LanguageSwitch';

/**
 * Header: logo, the four groups from the backend's `main-menu` (Shop, Learn, Science, Menu; titles
 * translated by the backend), a strip with the quit-journey entries (NRT, Quit Chewing, Quit
 * Smoking, Healthy Living, Nicotine Gums), search, language switch and cart.
 */
export function Header({
  menu,
  cart,
  language,
  account,
}: {
  menu: NavItem[];
  cart: Promise<CartApiQueryFragment | null>;
  language: string;
  /** The account menu (login, or order history and logout). */
  account?: ReactNode;
}) {
  const {t} = useTranslation();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const nav = useRef<HTMLElement>(null);

  // Marks the header once React runs in the browser (e2e tests wait for it before using controls).
  useEffect(() => setHydrated(true), []);

  // Close dropdowns and the mobile menu whenever the page changes.
  useEffect(() => {
    setDrawerOpen(false);
    nav.current?.querySelectorAll('details[open]').forEach((details) => details.removeAttribute('open'));
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!drawerOpen) return;
    document.querySelector<HTMLElement>('#mobile-menu .mobile-menu__head button')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const quitEntries = journeyEntries(menu);

  return (
    <header className="site-header" data-hydrated={hydrated || undefined}>
      <div className="site-header__bar container">
        <button
          type="button"
          className="icon-button site-header__menu-button"
          aria-expanded={drawerOpen}
          aria-controls="mobile-menu"
          aria-label={t('nav.menu')}
          onClick={() => setDrawerOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="site-header__menu-label">{t('nav.menu')}</span>
        </button>

        <Link to="/" className="logo" aria-label={`${t('brand')} – ${t('nav.home')}`}>
          <span className="logo__mark" aria-hidden="true" />
          <span className="logo__text">QuitPop</span>
        </Link>

        <nav className="desktop-nav" aria-label={t('nav.label')} ref={nav}>
          <ul>
            {menu.map((group) => (
              <li key={group.id}>
                {group.items.length ? (
                  <details
                    className="dropdown"
                    onToggle={(event) => {
                      if (!(event.currentTarget as HTMLDetailsElement).open) return;
                      nav.current?.querySelectorAll('details[open]').forEach((other) => {
                        if (other !== event.currentTarget) other.removeAttribute('open');
                      });
                    }}
                  >
                    <summary className="dropdown__trigger" data-menu-group={group.title}>
                      {group.title}
                      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                      </svg>
                    </summary>
                    <ul className="dropdown__panel">
                      {group.items.map((item) => (
                        <li key={item.id}>
                          <NavItemLink item={item} className="dropdown__link" />
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <NavItemLink item={group} className="dropdown__trigger" />
                )}
              </li>
            ))}
            <li>
              <NavLink to="/faq" className="dropdown__trigger">
                {t('nav.faq')}
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="site-header__actions">
          <Link to="/search" className="icon-button" aria-label={t('nav.search')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Link>
          <LanguageSwitch current={language} className="site-header__lang" />
          {account}
          <CartButton cart={cart} />
        </div>
      </div>

      {quitEntries.length > 0 && (
        <nav className="journey-strip" aria-label={t('nav.shop')}>
          <ul className="container">
            {quitEntries.map((item) => (
              <li key={item.id}>
                <NavLink to={item.to} className="chip" prefetch="intent">
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className="mobile-menu" id="mobile-menu" data-open={drawerOpen || undefined} hidden={!drawerOpen}>
        <button type="button" className="mobile-menu__backdrop" tabIndex={-1} aria-hidden="true" onClick={() => setDrawerOpen(false)} />
        <div className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label={t('nav.menu')}>
          <div className="mobile-menu__head">
            <span className="logo__text">QuitPop</span>
            <button type="button" className="icon-button" onClick={() => setDrawerOpen(false)} aria-label={t('nav.closeMenu')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <LanguageSwitch current={language} className="mobile-menu__lang" />
          {menu.map((group) => (
            <section key={group.id} className="mobile-menu__group">
              <h2>{group.title}</h2>
              <ul>
                {(group.items.length ? group.items : [group]).map((item) => (
                  <li key={item.id}>
                    <NavItemLink item={item} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section className="mobile-menu__group">
            <ul>
              <li>
                <Link to="/faq">{t('nav.faq')}</Link>
              </li>
              <li>
                <Link to="/search">{t('nav.search')}</Link>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </header>
  );
}

/** The quit-journey entries: the collection links of the "Menu" group (falls back to Shop's). */
export function journeyEntries(menu: NavItem[]): NavItem[] {
  const group = menu.find((item) => item.type === 'FRONTPAGE' && item.items.length) ?? menu[0];
  return (group?.items ?? []).filter((item) => item.type === 'COLLECTION' && !item.to.endsWith('/collections/all'));
}

function CartButton({cart}: {cart: Promise<CartApiQueryFragment | null>}) {
  const {t} = useTranslation();
  const drawer = useCartDrawer();
  const render = (count: number) => (
    <button
      type="button"
      className="icon-button cart-button"
      onClick={drawer.open}
      aria-label={t('nav.cartCount', {count})}
      data-testid="cart-button"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M5 7h14l-1.5 12.5a1 1 0 0 1-1 .5h-9a1 1 0 0 1-1-.5L5 7z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M9 7V6a3 3 0 0 1 6 0v1" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {count > 0 && <span className="cart-button__count">{count}</span>}
    </button>
  );
  return (
    <Suspense fallback={render(0)}>
      <Await resolve={cart} errorElement={render(0)}>
        {(resolved) => render(resolved?.totalQuantity ?? 0)}
      </Await>
    </Suspense>
  );
}
