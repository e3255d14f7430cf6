import {useTranslation} from 'react-i18next';
import {formatWholeRupees} from '@shared/money/format';
import {store} from '~/store';

const freeGift = store.cartPerks.freeGift;

/** Money-back guarantee and the FREEPERFUME promo (docs/requirements.md, gum: overview). */
export function PromoBars() {
  const {t} = useTranslation();
  return (
    <aside className="promo-bars" aria-label={t('bars.label')}>
      <p
        className="promo-bars__item promo-bars__guarantee"
        data-testid="money-back-bar"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M12 2l8 3v6c0 5-3.5 9.5-8 11-4.5-1.5-8-6-8-11V5l8-3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path
            d="M8.5 12l2.5 2.5 4.5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('bars.moneyBack')}
      </p>
      <p className="promo-bars__item promo-bars__promo" data-testid="promo-bar">
        {t('bars.promo', {
          amount: formatWholeRupees(freeGift.minSubtotalPaise),
          code: freeGift.code,
        })}
      </p>
    </aside>
  );
}
