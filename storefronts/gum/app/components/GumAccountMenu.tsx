import {useTranslation} from 'react-i18next';
import {AccountMenu, type AccountMenuLabels} from '@shared/login';

/** The shared phone-login account menu with the gum store's copy in the shopper's language. */
export function GumAccountMenu({isLoggedIn, widgetUrl}: {isLoggedIn: boolean; widgetUrl: string}) {
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
  };
  return <AccountMenu isLoggedIn={isLoggedIn} widgetUrl={widgetUrl} labels={labels} className="site-header__account" />;
}
