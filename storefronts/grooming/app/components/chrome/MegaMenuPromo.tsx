import {Link} from 'react-router';
import type {NavItem} from '@shared/chrome/menu';

/** Right column of the grooming mega-menu panels: a small brand card. */
export function MegaMenuPromo({
  item,
  freeShipping,
}: {
  item: NavItem;
  freeShipping: string;
}) {
  return (
    <div className="promo-card">
      <p className="promo-card__eyebrow">{item.title}</p>
      <p className="promo-card__title">Made for Indian skin &amp; weather</p>
      <p className="promo-card__text">{freeShipping}. Easy 7-day returns.</p>
      <Link
        to="/collections/best-seller"
        className="promo-card__cta"
        prefetch="intent"
      >
        Shop best sellers →
      </Link>
    </div>
  );
}
