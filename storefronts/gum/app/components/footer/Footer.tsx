import {Link} from '@shared/i18n/links';
import {useTranslation} from 'react-i18next';
import type {NavItem} from '@shared/chrome/menu';
import {NavItemLink} from '@shared/chrome/NavLink';
import {currentYear} from '@shared/dates/format';
import {GumNewsletter} from './Newsletter';

/**
 * Footer: the backend's `footer` menu as columns (More, Science, Contact Us — titles translated by
 * the backend), support hours, the newsletter and the medical disclaimers.
 */
export function Footer({menu}: {menu: NavItem[]}) {
  const {t} = useTranslation();
  const columns = menu.filter((item) => item.items.length > 0);
  // The links without a submenu close the row as one "More" column, drawn like the others.
  const loose = menu.filter((item) => item.items.length === 0);
  if (loose.length > 0)
    columns.push({
      id: 'footer-more',
      title: t('footer.more'),
      to: '',
      type: 'more',
      items: loose,
    });
  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <Link to="/" className="logo logo--light">
            <span className="logo__mark" aria-hidden="true" />
            <span className="logo__text">QuitPop</span>
          </Link>
          <GumNewsletter />
        </div>
        <nav className="site-footer__columns" aria-label={t('footer.more')}>
          {columns.map((column) => (
            <section key={column.id} className="site-footer__column">
              <h2>{column.title}</h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.id}>
                    {item.to.startsWith('tel:') ||
                    item.to.startsWith('mailto:') ? (
                      <a href={item.to}>{item.title}</a>
                    ) : (
                      <NavItemLink item={item} />
                    )}
                  </li>
                ))}
                {column.to.endsWith('/pages/contact') && (
                  <li className="site-footer__hours">{t('footer.hours')}</li>
                )}
              </ul>
            </section>
          ))}
        </nav>
      </div>
      <div className="container site-footer__disclaimer">
        <h2>{t('footer.disclaimerTitle')}</h2>
        <p>{t('footer.disclaimer1')}</p>
        <p>{t('footer.disclaimer2')}</p>
        <p>{t('footer.disclaimer3')}</p>
        <p className="site-footer__rights">
          {t('footer.rights', {year: currentYear()})}
        </p>
      </div>
    </footer>
  );
}
