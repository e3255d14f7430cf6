import {useActionData, useLocation} from 'react-router';
import {LOGIN_PROMPT_PARAM} from '../login';
import type {ReviewWriteResult} from './route.server';
import type {ReviewFilters} from './filters';
import type {ReviewsLabels} from './labels';
import {ProductReviews} from './ProductReviews';
import type {ProductReviews as Data} from './types';

export interface ProductPageReviewsProps {
  data: Data | null;
  filters: ReviewFilters;
  handle: string;
  canWrite: boolean;
}

/**
 * The product page's reviews wired to its route, as both stores compose them: the page's URL (filter
 * links, a vote's way back), its action's answer after a written review, the store's `/api/reviews`
 * for pages and votes, and the login prompt for a shopper who is not signed in. The store brings its labels.
 */
export function ProductPageReviews({
  labels,
  ...props
}: ProductPageReviewsProps & {labels: ReviewsLabels}) {
  const location = useLocation();
  const action = useActionData<ReviewWriteResult>();
  return (
    <ProductReviews
      {...props}
      search={location.search}
      labels={labels}
      pageRoute="/api/reviews"
      vote={{
        route: '/api/reviews',
        returnTo: `${location.pathname}${location.search}`,
      }}
      writeResult={action}
      signInHref={`${location.pathname}?${LOGIN_PROMPT_PARAM}=1`}
    />
  );
}
