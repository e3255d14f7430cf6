import {useTranslation} from 'react-i18next';
import {formatWholeRupees} from '@shared/money/format';
import {store} from '~/store';
import {Icon} from '@shared/chrome/icons';

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
        <Icon name="shieldCheck" size={16} />
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
