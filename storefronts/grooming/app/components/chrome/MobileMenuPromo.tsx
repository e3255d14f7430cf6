import {Link} from 'react-router';

/** Bottom of the grooming mobile menu: the free-shipping line and a way into the best sellers. */
export function MobileMenuPromo({freeShipping}: {freeShipping: string}) {
  return (
    <div className="promo-card promo-card--compact">
      <p className="promo-card__eyebrow">Blade &amp; Balm</p>
      <p className="promo-card__title">{freeShipping}</p>
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
