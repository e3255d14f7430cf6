import {useEffect, useRef, type ReactNode} from 'react';
import {useLocation} from 'react-router';
import {Link, NavLink} from '@shared/i18n/links';
import {useTranslation} from 'react-i18next';
import type {NavItem} from '@shared/chrome/menu';
import {NavItemLink} from '@shared/chrome/NavLink';
import {Header as SharedHeader, type HeaderLabels} from '@shared/chrome/Header';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {LanguageSwitch} from './LanguageSwitch';
import {Icon} from '@shared/chrome/icons';

/**
 * Header: the shared shell (shared/chrome/Header) with the logo, the four groups from the backend's
 * `main-menu` (Shop, Learn, Science, Menu; titles translated by the backend) as dropdowns, a strip
 * with the quit-journey entries (NRT, Quit Chewing, Quit Smoking, Healthy Living, Nicotine Gums),
 * search, language switch, account menu and cart; the mobile menu lists the groups under headings.
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
  const quitEntries = journeyEntries(menu);
  const labels: HeaderLabels = {
    openMenu: t('nav.menu'),
    menu: t('nav.menu'),
    closeMenu: t('nav.closeMenu'),
    cart: (count) => t('nav.cartCount', {count}),
  };
  return (
    <SharedHeader
      labels={labels}
      cart={cart}
      logo={
        <Link
          to="/"
          className="logo"
          aria-label={`${t('brand')} – ${t('nav.home')}`}
        >
          <span className="logo__mark" aria-hidden="true" />
          <span className="logo__text">QuitPop</span>
        </Link>
      }
      nav={<DesktopNav menu={menu} />}
      actions={
        <>
          <Link
            to="/search"
            className="icon-button"
            aria-label={t('nav.search')}
          >
            <Icon name="search" size={22} />
          </Link>
          <LanguageSwitch current={language} className="site-header__lang" />
          {account}
        </>
      }
      below={
        quitEntries.length > 0 && (
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
        )
      }
      menuHeader={<span className="logo__text">QuitPop</span>}
      menu={<MobileMenuGroups menu={menu} language={language} />}
    />
  );
}

/** The groups as dropdowns (≥1024px); one open at a time, all closed when the page changes. */
function DesktopNav({menu}: {menu: NavItem[]}) {
  const {t} = useTranslation();
  const location = useLocation();
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    nav.current
      ?.querySelectorAll('details[open]')
      .forEach((details) => details.removeAttribute('open'));
  }, [location.pathname, location.search]);

  return (
    <nav className="desktop-nav" aria-label={t('nav.label')} ref={nav}>
      <ul>
        {menu.map((group) => (
          <li key={group.id}>
            {group.items.length ? (
              <details
                className="dropdown"
                onToggle={(event) => {
                  if (!(event.currentTarget as HTMLDetailsElement).open) return;
                  nav.current
                    ?.querySelectorAll('details[open]')
                    .forEach((other) => {
                      if (other !== event.currentTarget)
                        other.removeAttribute('open');
                    });
                }}
              >
                <summary
                  className="dropdown__trigger"
                  data-menu-group={group.title}
                >
                  {group.title}
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
  );
}

/** The mobile menu's content: the language switch, then every group's links under its heading. */
function MobileMenuGroups({
  menu,
  language,
}: {
  menu: NavItem[];
  language: string;
}) {
  const {t} = useTranslation();
  return (
    <>
      <LanguageSwitch
        current={language}
        className="mobile-menu__lang"
        label={`${t('language.label')} – ${t('nav.menu')}`}
      />
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
    </>
  );
}

/** The quit-journey entries: the collection links of the "Menu" group (falls back to Shop's). */
export function journeyEntries(menu: NavItem[]): NavItem[] {
  const group =
    menu.find((item) => item.type === 'FRONTPAGE' && item.items.length) ??
    menu[0];
  return (group?.items ?? []).filter(
    (item) =>
      item.type === 'COLLECTION' && !item.to.endsWith('/collections/all'),
  );
}
