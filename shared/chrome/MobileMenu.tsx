import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useFocusTrap, useScrollLock} from './use-focus-trap';
import type {NavItem} from './menu';
import {NavItemLink} from './NavLink';
import {MOBILE_MENU_ANIMATION_MS} from './constants';

/**
 * Mobile slide-in menu (<1024px). Items with children open a sub-menu (with 'See All' first) that
 * can be backed out of; the panel slides in 200ms, traps focus and closes on Escape or the backdrop.
 */
export function MobileMenu({
  items,
  open,
  onClose,
  title = 'Menu',
  header,
  footer,
}: {
  items: NavItem[];
  open: boolean;
  onClose(): void;
  title?: string;
  header?: ReactNode;
  footer?: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const [active, setActive] = useState<NavItem | null>(null);
  const returnTo = useRef<string | null>(null);
  // Keeps the sub-menu's content while it slides back out.
  const lastActive = useRef<NavItem | null>(null);
  if (active) lastActive.current = active;
  const sub = active ?? lastActive.current;

  useFocusTrap(panel, open, onClose, close);
  useScrollLock(open);

  // Start from the top level each time; wait for the close animation before resetting.
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setActive(null), MOBILE_MENU_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    if (active) back.current?.focus({preventScroll: true});
    else if (returnTo.current) {
      panel.current?.querySelector<HTMLElement>(`[data-submenu-trigger="${CSS.escape(returnTo.current)}"]`)?.focus({preventScroll: true});
      returnTo.current = null;
    }
  }, [active, open]);

  return (
    <div className={`mobile-menu${open ? ' is-open' : ''}`} style={{['--menu-ms' as string]: `${MOBILE_MENU_ANIMATION_MS}ms`}}>
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label={title} ref={panel} id="mobile-menu">
        <div className="mobile-menu__top">
          {header}
          <button ref={close} type="button" className="icon-button mobile-menu__close" onClick={onClose} aria-label="Close menu">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={`mobile-menu__levels${active ? ' is-sub' : ''}`}>
          <ul className="mobile-menu__level mobile-menu__level--root" aria-hidden={active ? true : undefined}>
            {items.map((item) => (
              <li key={item.id}>
                {item.items.length ? (
                  <button
                    type="button"
                    className="mobile-menu__row"
                    data-submenu-trigger={item.id}
                    aria-haspopup="true"
                    onClick={() => setActive(item)}
                  >
                    <span>{item.title}</span>
                    <Chevron />
                  </button>
                ) : (
                  <NavItemLink item={item} className="mobile-menu__row mobile-menu__row--link" onClick={onClose} />
                )}
              </li>
            ))}
          </ul>
          <div className="mobile-menu__level mobile-menu__level--sub" aria-hidden={active ? undefined : true}>
            {sub && (
              <>
                <button
                  ref={back}
                  type="button"
                  className="mobile-menu__back"
                  onClick={() => {
                    returnTo.current = sub.id;
                    setActive(null);
                  }}
                >
                  <Chevron back />
                  <span>{sub.title}</span>
                  <span className="visually-hidden"> – back to menu</span>
                </button>
                <ul>
                  <li>
                    <NavItemLink item={{...sub, title: 'See All'}} className="mobile-menu__row mobile-menu__row--see-all" onClick={onClose} />
                  </li>
                  {sub.items.map((child) => (
                    <li key={child.id}>
                      <NavItemLink item={child} className="mobile-menu__row mobile-menu__row--link" onClick={onClose} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
        {footer && <div className="mobile-menu__footer">{footer}</div>}
      </div>
    </div>
  );
}

function Chevron({back = false}: {back?: boolean}) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" style={back ? {transform: 'rotate(180deg)'} : undefined}>
      <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
