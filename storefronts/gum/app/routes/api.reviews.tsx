// The product page's reviews: GET a page of reviews as JSON ("More reviews" on a live page), POST a
// helpful vote. Both call the reviews provider server-side. See shared/reviews (decision 125).
import {
  reviewVoteAction,
  reviewsPageLoader,
} from '@shared/reviews/route.server';

export const loader = reviewsPageLoader;
export const action = reviewVoteAction;
