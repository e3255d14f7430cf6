import {memo, Suspense} from 'react';
import {Await} from 'react-router';
import {useTranslation} from 'react-i18next';
import {AccountMenu, type AccountMenuLabels} from '@shared/login';
import {useStore} from '@shared/config/store';

/**
 * The shared phone-login account menu with the gum store's copy in the shopper's language; signed in,
 * it opens with the POPCoins balance (the root loader's streamed `coins`).
 */
export function GumAccountMenu({
  isLoggedIn,
  widgetUrl,
  coins,
}: {
  isLoggedIn: boolean;
  widgetUrl: string;
  coins?: Promise<number | null> | null;
}) {
  const {t} = useTranslation();
  const labels: AccountMenuLabels = {
    login: t('account.login'),
    loggingIn: t('account.loggingIn'),
    account: t('account.menu'),
    orderHistory: t('account.orderHistory'),
    logout: t('account.logout'),
    loginPrompt: t('account.loginPrompt'),
    unavailable: t('account.unavailable'),
    failed: t('account.failed'),
    throttled: t('account.throttled'),
  };
  return (
    <AccountMenu
      isLoggedIn={isLoggedIn}
      widgetUrl={widgetUrl}
      labels={labels}
      className="site-header__account"
      extra={coins ? <CoinBalance coins={coins} /> : null}
    />
  );
}

// Memoised: the header's updates right after hydration must not reach this Suspense boundary before the
// streamed balance hydrates it, or React throws its HTML away (error #421, decision 104).
export const CoinBalance = memo(function CoinBalance({
  coins,
}: {
  coins: Promise<number | null> | number | null;
}) {
  const {t} = useTranslation();
  const name = useStore().cartPerks?.loyaltyCoins.name ?? 'POPCoins';
  return (
    <Suspense fallback={null}>
      <Await resolve={coins} errorElement={null}>
        {(balance) =>
          balance === null ? null : (
            <span className="coin-balance" data-testid="coin-balance">
              {t('account.coinBalance', {count: balance, name})}
            </span>
          )
        }
      </Await>
    </Suspense>
  );
});
