import {useLoaderData} from 'react-router';
import {getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/account';
import {Breadcrumbs} from '@shared/catalog/Breadcrumbs';
import {seo} from '~/lib/seo';
import orderHistoryStyles from '@shared/login/order-history.css?url';
import {loadAccountCustomer} from '@shared/login/account.server';
import {
  OrderHistory,
  type OrderHistoryLabels,
} from '@shared/login/OrderHistory';

export const links: Route.LinksFunction = () => [
  {rel: 'stylesheet', href: orderHistoryStyles},
];
export const meta: Route.MetaFunction = ({data}) => [
  ...(getSeoMeta(data?.seo) ?? []),
  {name: 'robots', content: 'noindex, nofollow'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  const customer = await loadAccountCustomer(context);
  return {
    customer,
    seo: seo.page({
      title: 'Order History',
      request,
      path: '/account',
    }),
  };
}

const LABELS: OrderHistoryLabels = {
  title: 'Order History',
  welcome: (name) => (name ? `Welcome back, ${name}.` : 'Welcome back.'),
  signedInAs: (phone) => `Signed in as ${phone}.`,
  caption: 'Your orders, newest first',
  columns: {
    order: 'Order',
    date: 'Date',
    items: 'Items',
    payment: 'Payment',
    delivery: 'Delivery',
    fulfilment: 'Fulfilment',
    total: 'Total',
  },
  paymentMethods: {COD: 'Cash on Delivery', PREPAID: 'Prepaid'},
  promisedBy: (date) => `By ${date}`,
  emptyTitle: 'No orders yet',
  emptyText: 'When you place an order, it will show up here.',
  shopLink: {label: 'Shop best sellers', to: '/collections/best-seller'},
  logout: 'Logout',
};

export default function Account() {
  const {customer} = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <Breadcrumbs
        label="Breadcrumb"
        items={[
          {name: 'Home', to: '/'},
          {name: 'Order History', to: '/account'},
        ]}
      />
      <OrderHistory customer={customer} labels={LABELS} dateLocale="en-IN" />
    </div>
  );
}
