import {Form} from 'react-router';
import {Link, useLocalizePath} from '@shared/i18n/links';
import {Money} from '@shared/money/Money';
import type {AccountCustomer} from './account.server';
import {logoutWidget} from './widget-loader.client';
import {formatDeliveryDate} from '@shared/delivery/answer';
import {formatDate} from '@shared/dates/format';
import {COD_STATE_LABELS, isCodState, type CodState} from '@shared/cod/copy';

/** Every string the order history shows; a store passes its own (e.g. translated) copy. */
export interface OrderHistoryLabels {
  title: string;
  welcome: (name: string | null) => string;
  signedInAs: (phone: string) => string;
  caption: string;
  columns: {
    order: string;
    date: string;
    items: string;
    payment: string;
    delivery: string;
    fulfilment: string;
    total: string;
  };
  /** How the order was paid (the checkout's delivery.payment_method metafield). */
  paymentMethods: {COD: string; PREPAID: string};
  /**
   * The order's financial and fulfillment statuses as shown ('PAID' → 'Paid'); a status missing here is
   * shown in English.
   */
  statuses?: Partial<Record<string, string>>;
  /** A COD order's confirmation (cod.confirmation, issue 39); default: English. */
  codStates?: Record<CodState, string>;
  /** "By Thu, 3 Dec": the date the checkout promised (delivery.promised_date). */
  promisedBy: (date: string) => string;
  emptyTitle: string;
  emptyText: string;
  shopLink: {label: string; to: string};
  logout: string;
}

/**
 * The account page body (docs/requirements.md, grooming: routes and screens; the gum store's logged-in shoppers): the customer's
 * orders from the Storefront API, newest first, and a logout button (widget logout, then /account/logout).
 */
export function OrderHistory({
  customer,
  labels,
  dateLocale,
}: {
  customer: AccountCustomer;
  labels: OrderHistoryLabels;
  dateLocale: string;
}) {
  const orders = customer.orders.nodes;
  const name =
    [customer.firstName, customer.lastName].filter(Boolean).join(' ') || null;
  const method = (value: string | null | undefined) =>
    value === 'COD' || value === 'PREPAID'
      ? labels.paymentMethods[value]
      : null;
  const {columns} = labels;
  const status = (value: string | null | undefined) =>
    (value && labels.statuses?.[value]) || humanize(value);
  const localize = useLocalizePath();
  return (
    <>
      <header className="page__header">
        <h1 className="page__title">{labels.title}</h1>
        <p className="page__lead">
          {labels.welcome(name)}{' '}
          {customer.phone ? labels.signedInAs(customer.phone) : null}
        </p>
      </header>
      {orders.length === 0 ? (
        <div className="empty-state">
          <h2>{labels.emptyTitle}</h2>
          <p>{labels.emptyText}</p>
          <Link className="button button--primary" to={labels.shopLink.to}>
            {labels.shopLink.label}
          </Link>
        </div>
      ) : (
        <table className="orders">
          <caption className="visually-hidden">{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.order}</th>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.items}</th>
              <th scope="col">{columns.payment}</th>
              <th scope="col">{columns.delivery}</th>
              <th scope="col">{columns.fulfilment}</th>
              <th scope="col">{columns.total}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td data-label={columns.order}>
                  <strong>{order.name}</strong>
                </td>
                <td data-label={columns.date}>
                  <time dateTime={order.processedAt}>
                    {/* IST on server and browser alike (decision 104). */}
                    {formatDate(order.processedAt, dateLocale)}
                  </time>
                </td>
                <td data-label={columns.items}>
                  {order.lineItems.nodes
                    .map(
                      (line) =>
                        `${line.title}${
                          line.variant?.title &&
                          line.variant.title !== 'Default Title'
                            ? ` (${line.variant.title})`
                            : ''
                        } × ${line.quantity}`,
                    )
                    .join(', ')}
                </td>
                <td data-label={columns.payment} data-testid="order-payment">
                  {method(order.paymentMethod?.value) ? (
                    <span className="order-history__method">
                      {method(order.paymentMethod?.value)}{' '}
                    </span>
                  ) : null}
                  <span className="status-pill">
                    {status(order.financialStatus)}
                  </span>
                  {isCodState(order.codConfirmation?.value) ? (
                    <span
                      className="status-pill order-history__cod"
                      data-testid="order-cod-state"
                    >
                      {
                        (labels.codStates ?? COD_STATE_LABELS.en)[
                          order.codConfirmation.value
                        ]
                      }
                    </span>
                  ) : null}
                </td>
                <td data-label={columns.delivery} data-testid="order-promised">
                  {order.promisedDate?.value ? (
                    <time dateTime={order.promisedDate.value}>
                      {labels.promisedBy(
                        formatDeliveryDate(
                          order.promisedDate.value,
                          dateLocale,
                        ),
                      )}
                    </time>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label={columns.fulfilment}>
                  <span className="status-pill">
                    {status(order.fulfillmentStatus)}
                  </span>
                </td>
                <td data-label={columns.total}>
                  <Money data={order.totalPrice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Form
        method="post"
        action={localize('/account/logout')}
        onSubmit={() => logoutWidget()}
        className="order-history__logout"
      >
        <button type="submit" className="button">
          {labels.logout}
        </button>
      </Form>
    </>
  );
}

/** PARTIALLY_PAID → "Partially paid". */
function humanize(status: string | null | undefined) {
  if (!status) return '—';
  return status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');
}
