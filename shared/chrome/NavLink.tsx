import type {AnchorHTMLAttributes, ReactNode} from 'react';
import {useLocalizePath} from '../i18n/links';
import type {NavItem} from './menu';
import {Icon} from './icons';

/**
 * What marks a menu link for the page's one delegated handler (`ClientNavigation`). React Router's
 * lazy route discovery looks for `a[data-discover]` whatever its value, as it does for its own `Link`s.
 */
export const NAV_LINK_SELECTOR = 'a[data-discover="nav"]';

/**
 * A menu entry: other sites open in a new tab; internal paths are plain links that `ClientNavigation`
 * (rendered once by PageLayout) follows with React Router's navigation and prefetches on intent, as
 * `<Link prefetch="intent">` did. A router `Link` each cost ~6 µs of every server render, for the
 * 40–130 menu links of a page (decision 56).
 */
export function NavItemLink({
  item,
  className,
  children,
  onClick,
}: {
  item: Pick<NavItem, 'to' | 'external' | 'title'>;
  className?: string;
  children?: ReactNode;
  onClick?: () => void;
}) {
  if (item.external) {
    return (
      <a
        href={item.to}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
      >
        {children ?? item.title}
        <Icon name="external" size={12} className="external-icon" />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a
      href={item.to}
      className={className}
      onClick={onClick}
      data-discover="nav"
    >
      {children ?? item.title}
    </a>
  );
}

/**
 * A link to one of the store's pages for lists rendered on many pages (product cards, collection
 * tiles): a plain link that `ClientNavigation` follows and prefetches on intent, like `NavItemLink`,
 * instead of a router `Link` each. `to` keeps the page's language prefix (shared/i18n), as the
 * language-aware `Link` does.
 */
export function PageLink({
  to,
  children,
  ...props
}: {to: string; children: ReactNode} & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href'
>) {
  const localize = useLocalizePath();
  return (
    <a {...props} href={localize(to)} data-discover="nav">
      {children}
    </a>
  );
}
