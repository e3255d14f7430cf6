import {useLoaderData} from 'react-router';
import {useTranslation} from 'react-i18next';
import type {Route} from './+types/($locale).account';
import {seo} from '~/lib/seo';
import {loadAccountCustomer} from '@shared/login/account.server';
import {loadCoins} from '@shared/login/loyalty.server';
import {CoinBalance} from '~/components/chrome/GumAccountMenu';
import {store} from '~/store';
import {
  OrderHistory,
  type OrderHistoryLabels,
} from '@shared/login/OrderHistory';
import orderHistoryStyles from '@shared/login/order-history.css?url';
import {i18nServer, localizePathFor} from '~/i18n';
import {fallbackTitle} from '~/lib/fallback-title';
import {COD_STATE_LABELS} from '@shared/cod/copy';

export const links: Route.LinksFunction = () => [
  {rel: 'stylesheet', href: orderHistoryStyles},
];

export const meta: Route.MetaFunction = ({data, location}) => [
  {
    title:
      data?.title ??
      fallbackTitle(location.pathname, 'account.orderHistory', true),
  },
  {name: 'robots', content: 'noindex, nofollow'},
];

/** Order history for a signed-in shopper; signed out, home with the login prompt. */
export async function loader({request, context}: Route.LoaderArgs) {
  const language = i18nServer.language(request);
  const customer = await loadAccountCustomer(
    context,
    localizePathFor('/', language),
  );
  const coins = store.cartPerks
    ? await loadCoins(context, store.cartPerks.loyaltyCoins.name)
    : null;
  const t = await i18nServer.getFixedT(language, 'common');
  return {
    customer,
    coins,
    language,
    title: seo.title(t('account.orderHistory')),
  };
}

export default function Account() {
  const {customer, coins, language} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const labels: OrderHistoryLabels = {
    title: t('account.orderHistory'),
    welcome: (name) =>
      name ? t('account.welcomeName', {name}) : t('account.welcome'),
    signedInAs: (phone) => t('account.signedInAs', {phone}),
    caption: t('account.caption'),
    columns: {
      order: t('account.columns.order'),
      date: t('account.columns.date'),
      items: t('account.columns.items'),
      payment: t('account.columns.payment'),
      delivery: t('account.columns.delivery'),
      fulfilment: t('account.columns.fulfilment'),
      total: t('account.columns.total'),
    },
    paymentMethods: {
      COD: t('account.paymentMethods.COD'),
      PREPAID: t('account.paymentMethods.PREPAID'),
    },
    statuses: t('account.statuses', {returnObjects: true}) as Record<
      string,
      string
    >,
    promisedBy: (date: string) => t('account.promisedBy', {date}),
    codStates: COD_STATE_LABELS[language === 'hi' ? 'hi' : 'en'],
    emptyTitle: t('account.emptyTitle'),
    emptyText: t('account.emptyText'),
    shopLink: {label: t('account.shop'), to: '/collections/nicotine-gums'},
    logout: t('account.logout'),
  };
  return (
    <div className="container page-narrow account-page">
      <OrderHistory
        customer={customer}
        labels={labels}
        dateLocale={language === 'hi' ? 'hi-IN' : 'en-IN'}
      />
      {coins !== null && store.cartPerks ? (
        <section
          className="account-coins"
          aria-label={store.cartPerks.loyaltyCoins.name}
        >
          <p className="account-coins__balance">
            <CoinBalance coins={coins.balance} />
          </p>
          {coins.pending > 0 ? (
            // Coins of unpaid Cash on Delivery orders: shown, never spendable (decision 103).
            <p className="account-coins__pending" data-testid="coins-pending">
              {t('account.coinsPending', {
                count: coins.pending,
                name: store.cartPerks.loyaltyCoins.name,
              })}
            </p>
          ) : null}
          <p className="muted">
            {t('account.coinsNote', {name: store.cartPerks.loyaltyCoins.name})}
          </p>
        </section>
      ) : null}
    </div>
  );
}
