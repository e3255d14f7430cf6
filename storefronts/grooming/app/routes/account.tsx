import {Form, Link, redirect, useLoaderData} from 'react-router';
import {getSeoMeta, Money} from '@shopify/hydrogen';
import type {Route} from './+types/account';
import {Breadcrumbs} from '@shared/catalog/Breadcrumbs';
import {pageSeo} from '@shared/catalog/seo';
import catalogStyles from '@shared/catalog/catalog.css?url';
import {clearCustomerAccessToken, getCustomerAccessToken} from '@shared/login/session.server';
import {logoutWidget} from '@shared/login/widget-loader.client';
import {LOGIN_PROMPT_PARAM} from '@shared/login/AccountMenu';
import {store} from '~/store';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: catalogStyles}];
export const meta: Route.MetaFunction = ({data}) => [
  ...(getSeoMeta(data?.seo) ?? []),
  {name: 'robots', content: 'noindex, nofollow'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  const customerAccessToken = getCustomerAccessToken(context);
  // Signed out: back to the home page, where the account menu prompts for login.
  if (!customerAccessToken) return redirect(`/?${LOGIN_PROMPT_PARAM}=1`);

  const {customer} = await context.storefront.query(CUSTOMER_ORDERS_QUERY, {
    variables: {customerAccessToken},
    cache: context.storefront.CacheNone(),
  });
  if (!customer) {
    // The token was revoked or expired at the backend: forget it.
    clearCustomerAccessToken(context);
    return redirect(`/?${LOGIN_PROMPT_PARAM}=1`);
  }
  return {
    customer,
    seo: pageSeo({brand: store.brand, title: 'Order History', request, path: '/account'}),
  };
}

export default function Account() {
  const {customer} = useLoaderData<typeof loader>();
  const orders = customer.orders.nodes;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return (
    <div className="page">
      <Breadcrumbs items={[{name: 'Home', to: '/'}, {name: 'Order History', to: '/account'}]} />
      <header className="page__header">
        <h1 className="page__title">Order History</h1>
        <p className="page__lead">
          {name ? `Welcome back, ${name}.` : 'Welcome back.'} {customer.phone ? `Signed in as ${customer.phone}.` : null}
        </p>
      </header>
      {orders.length === 0 ? (
        <div className="empty-state">
          <h2>No orders yet</h2>
          <p>When you place an order, it will show up here.</p>
          <Link className="button button--primary" to="/collections/best-seller">
            Shop best sellers
          </Link>
        </div>
      ) : (
        <table className="orders">
          <caption className="visually-hidden">Your orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Items</th>
              <th scope="col">Payment</th>
              <th scope="col">Fulfilment</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td data-label="Order">
                  <strong>{order.name}</strong>
                </td>
                <td data-label="Date">
                  <time dateTime={order.processedAt}>
                    {new Intl.DateTimeFormat('en-IN', {day: 'numeric', month: 'short', year: 'numeric'}).format(
                      new Date(order.processedAt),
                    )}
                  </time>
                </td>
                <td data-label="Items">
                  {order.lineItems.nodes.map((line) => `${line.title} × ${line.quantity}`).join(', ')}
                </td>
                <td data-label="Payment">
                  <span className="status-pill">{humanize(order.financialStatus)}</span>
                </td>
                <td data-label="Fulfilment">
                  <span className="status-pill">{humanize(order.fulfillmentStatus)}</span>
                </td>
                <td data-label="Total">
                  <Money data={order.totalPrice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Form method="post" action="/account/logout" onSubmit={() => logoutWidget()} style={{marginTop: 32}}>
        <button type="submit" className="button">
          Logout
        </button>
      </Form>
    </div>
  );
}

function humanize(status: string | null | undefined) {
  if (!status) return '—';
  return status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');
}

const CUSTOMER_ORDERS_QUERY = `#graphql
  query GroomingCustomerOrders($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      firstName
      lastName
      phone
      email
      orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          id
          name
          orderNumber
          processedAt
          financialStatus
          fulfillmentStatus
          totalPrice {
            amount
            currencyCode
          }
          lineItems(first: 20) {
            nodes {
              title
              quantity
            }
          }
        }
      }
    }
  }
` as const;
