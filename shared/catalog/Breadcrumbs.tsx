import {Link} from '../i18n/links';

export interface Crumb {
  name: string;
  /** Path; the last crumb (current page) may omit it. */
  to?: string;
}

/**
 * Visible breadcrumbs, in the page's language (links keep its prefix); pair with breadcrumbJsonLd()
 * for the BreadcrumbList structured data. `label` names the navigation ("Breadcrumb").
 */
export function Breadcrumbs({items, label}: {items: Crumb[]; label: string}) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.name}-${index}`}>
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined}>
                  {item.name}
                </span>
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
