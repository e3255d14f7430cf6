import {Link, useActionData, useLoaderData} from 'react-router';
import type {ReviewsLabels} from './labels';
import type {OrderReviewPage} from './types';
import type {OrderReviewResult} from './route.server';
import {ORDER_REVIEW_COPY, type OrderReviewCopy} from './order-copy';
import {WriteReview} from './WriteReview';

/**
 * The "rate your order" link's page body, both stores (decision 135): a write-review form for each
 * product of the order not reviewed yet (plain multipart forms to the page's own action: they work
 * before hydration and without JavaScript), or why the link opens nothing. The reviewer is the order's
 * buyer, proven by the link's token; nothing here signs anyone in.
 */
export function OrderReviews({
  page,
  result,
  language,
  labels,
  homeHref,
  copy = ORDER_REVIEW_COPY,
}: {
  page: OrderReviewPage;
  /** The action's answer for one of the forms. */
  result?: OrderReviewResult;
  /** The page's language (the store redirects a link to the order's). */
  language: 'en' | 'hi';
  /** The store's review words in that language (the forms'). */
  labels: ReviewsLabels['write'];
  homeHref: string;
  copy?: Record<'en' | 'hi', OrderReviewCopy>;
}) {
  const t = copy[language];
  if (page.status !== 'ok')
    return (
      <section className="order-reviews" data-testid="order-reviews">
        {result?.review === 'thanks' ? (
          <p role="status" data-testid="review-thanks">
            {labels.thanks}
          </p>
        ) : null}
        <p role="alert" data-testid="order-reviews-status">
          {t[page.status]}
        </p>
        <p>
          <Link to={homeHref}>{t.shop}</Link>
        </p>
      </section>
    );
  const {view} = page;
  return (
    <section className="order-reviews" data-testid="order-reviews">
      <h1>{t.title(view.order.name)}</h1>
      <p>{t.intro}</p>
      {view.products.map((product) =>
        product.reviewed ? (
          <section key={product.handle} className="reviews__write">
            <h3>{product.title}</h3>
            <p
              className="reviews__thanks"
              role={result?.handle === product.handle ? 'status' : undefined}
              data-testid={
                result?.handle === product.handle ? 'review-thanks' : undefined
              }
            >
              {result?.handle === product.handle && result.review === 'thanks'
                ? labels.thanks
                : t.reviewed}
            </p>
          </section>
        ) : (
          <WriteReview
            key={product.handle}
            canWrite
            product={product}
            result={result?.handle === product.handle ? result : undefined}
            labels={labels}
            signInHref={homeHref}
          />
        ),
      )}
    </section>
  );
}

/**
 * The "rate your order" route's page, both stores: the route's loader data (`loadOrderReviews`) and its
 * action's answer (`orderReviewAction`) in the store's frame (`className`).
 */
export function OrderReviewsRoute({
  className,
  ...props
}: Omit<Parameters<typeof OrderReviews>[0], 'page' | 'result'> & {
  className: string;
}) {
  const page = useLoaderData<OrderReviewPage>();
  const result = useActionData<OrderReviewResult>();
  return (
    <div className={className}>
      <OrderReviews page={page} result={result} {...props} />
    </div>
  );
}
