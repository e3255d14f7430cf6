import {useState, type ReactNode} from 'react';
import type {NavItem} from '@shared/chrome/menu';
import {NavItemLink} from '@shared/chrome/NavLink';
import {DESKTOP_MEDIA_QUERY} from '@shared/chrome/constants';
import {useMediaQueryInTransition} from '@shared/chrome/use-hydrated';

/** Blog-style groups (all children are blogs) open a small flyout instead of the full-width panel. */
export function isSmallFlyout(item: NavItem): boolean {
  return (
    item.items.length > 0 && item.items.every((child) => child.type === 'BLOG')
  );
}

/**
 * Desktop mega-menu (≥1024px): one entry per main-menu item; entries with children open a panel on
 * hover or keyboard focus (CSS :hover/:focus-within). Clicking a link closes the panel until the
 * pointer leaves. `promo` fills the panel's right column. The panels are rendered once the page is
 * live and only at the desktop width, not by the server: they were a fifth of every page's render
 * (decision 56), and in a transition, so their render does not block the page's first interactions
 * (decision 81); a phone, where the mega-menu is hidden, never renders them (decision 90). The
 * top-level links stay in the server HTML, and sitemap.xml lists every page for crawlers.
 */
export function MegaMenu({
  items,
  flyout = isSmallFlyout,
  promo,
}: {
  items: NavItem[];
  flyout?: (item: NavItem) => boolean;
  promo?: (item: NavItem) => ReactNode;
}) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const live = useMediaQueryInTransition(DESKTOP_MEDIA_QUERY);
  return (
    <nav className="mega-menu" aria-label="Main">
      <ul className="mega-menu__list">
        {items.map((item) => {
          const hasPanel = item.items.length > 0;
          const small = hasPanel && flyout(item);
          return (
            <li
              key={item.id}
              className={`mega-menu__item${hasPanel ? ' has-panel' : ''}${small ? ' is-flyout' : ''}${dismissed === item.id ? ' is-dismissed' : ''}`}
              onMouseLeave={() => dismissed === item.id && setDismissed(null)}
              data-menu-group={item.title}
            >
              <NavItemLink
                item={item}
                className="mega-menu__trigger"
                onClick={() => setDismissed(item.id)}
              />
              {hasPanel &&
                live &&
                (small ? (
                  <div className="mega-menu__flyout">
                    <ul>
                      {item.items.map((child) => (
                        <li key={child.id}>
                          <NavItemLink
                            item={child}
                            onClick={() => setDismissed(item.id)}
                          />
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : (
                  <div className="mega-menu__panel">
                    <div className="mega-menu__panel-inner">
                      <div className="mega-menu__column">
                        <p className="mega-menu__heading">{item.title}</p>
                        <ul className="mega-menu__links">
                          {item.items.map((child) => (
                            <li key={child.id}>
                              <NavItemLink
                                item={child}
                                onClick={() => setDismissed(item.id)}
                              />
                            </li>
                          ))}
                        </ul>
                        <NavItemLink
                          item={item}
                          className="mega-menu__all"
                          onClick={() => setDismissed(item.id)}
                        >
                          Shop all {item.title.toLowerCase()} →
                        </NavItemLink>
                      </div>
                      {promo && (
                        <div className="mega-menu__promo">{promo(item)}</div>
                      )}
                    </div>
                  </div>
                ))}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
