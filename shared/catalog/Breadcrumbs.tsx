import {Link} from 'react-router';

export interface Crumb {
  name: string;
  /** Path; the last crumb (current page) may omit it. */
  to?: string;
}

/** Visible breadcrumbs; pair with breadcrumbJsonLd() for the BreadcrumbList structured data. */
export function Breadcrumbs({items}: {items: Crumb[]}) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.name}-${index}`}>
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined}>{item.name}</span>
              ) : (
                <Link to={item.to} prefetch="intent">
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
