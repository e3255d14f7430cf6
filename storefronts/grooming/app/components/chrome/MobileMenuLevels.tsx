import {useEffect, useLayoutEffect, useRef, useState} from 'react';
import type {NavItem} from '@shared/chrome/menu';
import {NavItemLink} from '@shared/chrome/NavLink';
import {Icon} from '@shared/chrome/icons';

/**
 * Grooming's mobile menu content, inside the shared dialog shell (the header's mobile menu): items with children open a
 * sub-menu (with 'See All' first) that slides in and can be backed out of, focus following.
 * The shell mounts it on opening, so each opening starts from the top level.
 */
export function MobileMenuLevels({items}: {items: NavItem[]}) {
  const root = useRef<HTMLDivElement>(null);
  const rootLevel = useRef<HTMLUListElement>(null);
  const subLevel = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const [active, setActive] = useState<NavItem | null>(null);
  const returnTo = useRef<string | null>(null);
  // Keeps the sub-menu's content while it slides back out.
  const lastActive = useRef<NavItem | null>(null);
  if (active) lastActive.current = active;
  const sub = active ?? lastActive.current;

  // Inert, not only aria-hidden: the level sliding out stays visible for the slide, and Tab (which
  // ignores aria-hidden) went into its links, then lost focus to the page once it hid. React 18 has no
  // `inert` prop, hence the property; set before paint, so no key press lands between.
  useLayoutEffect(() => {
    if (rootLevel.current) rootLevel.current.inert = Boolean(active);
    if (subLevel.current) subLevel.current.inert = !active;
  }, [active]);

  useEffect(() => {
    if (active) back.current?.focus({preventScroll: true});
    else if (returnTo.current) {
      root.current
        ?.querySelector<HTMLElement>(
          `[data-submenu-trigger="${CSS.escape(returnTo.current)}"]`,
        )
        ?.focus({preventScroll: true});
      returnTo.current = null;
    }
  }, [active]);

  return (
    <div ref={root} className={`mobile-menu__levels${active ? ' is-sub' : ''}`}>
      <ul
        ref={rootLevel}
        className="mobile-menu__level mobile-menu__level--root"
        aria-hidden={active ? true : undefined}
      >
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
              <NavItemLink
                item={item}
                className="mobile-menu__row mobile-menu__row--link"
              />
            )}
          </li>
        ))}
      </ul>
      <div
        ref={subLevel}
        className="mobile-menu__level mobile-menu__level--sub"
        aria-hidden={active ? undefined : true}
      >
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
                <NavItemLink
                  item={{...sub, title: 'See All'}}
                  className="mobile-menu__row mobile-menu__row--see-all"
                />
              </li>
              {sub.items.map((child) => (
                <li key={child.id}>
                  <NavItemLink
                    item={child}
                    className="mobile-menu__row mobile-menu__row--link"
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function Chevron({back = false}: {back?: boolean}) {
  return <Icon name={back ? 'chevronLeft' : 'chevronRight'} size={18} />;
}
