import type {ReactNode} from 'react';
import {Link} from 'react-router';
import type {NavItem} from './menu';

/** A menu entry: internal paths go through the router, other sites open in a new tab. */
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
      <a href={item.to} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children ?? item.title}
        <svg className="external-icon" viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={item.to} className={className} prefetch="intent" onClick={onClick}>
      {children ?? item.title}
    </Link>
  );
}
