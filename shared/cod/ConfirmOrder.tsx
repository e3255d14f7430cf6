import {Form} from 'react-router';
import {formatRupees} from '@shared/money/format';
import {COD_CONFIRM_COPY, type CodConfirmCopy} from './copy';
import type {CodPageData} from './confirm.server';

/**
 * The `/orders/confirm/<token>` page body, both stores (issue 39 item 2): the order, its state, and while
 * it is open the three choices as one plain form (works before hydration and without JavaScript). In
 * the order's language; `fallbackLocale` (the URL's) words a link that names no order.
 */
export function ConfirmOrder({
  page,
  fallbackLocale,
  copy = COD_CONFIRM_COPY,
}: {
  page: CodPageData;
  fallbackLocale: 'en' | 'hi';
  copy?: Record<'en' | 'hi', CodConfirmCopy>;
}) {
  if (page.status !== 'ok') {
    const t = copy[fallbackLocale];
    return (
      <section className="cod-confirm" data-testid="cod-confirm">
        <p role="alert">{t[page.status]}</p>
      </section>
    );
  }
  const {view} = page;
  const t = copy[view.locale];
  const open = view.state === 'awaiting' || view.state === 'unconfirmed';
  return (
    <section
      className="cod-confirm"
      data-testid="cod-confirm"
      data-state={view.state}
      lang={view.locale}
    >
      <h1>{t.title(view.order.name)}</h1>
      <p>{t.total(formatRupees(view.order.totalPaise))}</p>
      <p className="cod-confirm__state" data-testid="cod-state">
        {t.states[view.state]}
      </p>
      {open && !view.used ? (
        <Form method="post" className="cod-confirm__choices">
          <p>{t.intro}</p>
          <button
            type="submit"
            name="answer"
            value="confirm"
            className="button button--primary"
          >
            {t.confirm}
          </button>
          <button type="submit" name="answer" value="pay" className="button">
            {t.payOnline(formatRupees(view.savingPaise))}
          </button>
          <p className="muted">
            {t.payOnlineNote(formatRupees(view.payOnlinePaise))}
          </p>
          <button type="submit" name="answer" value="cancel" className="button">
            {t.cancel}
          </button>
        </Form>
      ) : null}
      {open && view.used ? <p>{t.used}</p> : null}
      {open && view.paymentUrl ? (
        <p>
          <a className="button" href={view.paymentUrl}>
            {t.continuePayment}
          </a>
        </p>
      ) : null}
    </section>
  );
}
