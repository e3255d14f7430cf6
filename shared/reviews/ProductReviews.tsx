import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FormEventHandler,
} from 'react';
import {Form, Link, useFetcher, useLocation, useNavigation} from 'react-router';
import {formatDate} from '../dates/format';
import {
  changesOnlyReviewFilters,
  REVIEW_PARAMS,
  REVIEW_SORTS,
  reviewFiltersHref,
  type ReviewFilters,
} from './filters';
import type {ReviewsLabels} from './labels';
import type {
  ProductReviews as Data,
  Review,
  ReviewWriteError,
  ReviewsPage,
} from './types';
import {WriteReview} from './WriteReview';

/**
 * The product page's reviews (decision 125): summary with a bar per star, filters and sort as a GET
 * form and links, the first page rendered on the server, "More reviews" as a link that a live page
 * turns into a fetch appending the next page, a helpful vote per review (a POST form), and buyers'
 * photos in a <dialog> viewer (focus kept inside, Esc closes). Store-neutral: words come in as labels.
 */
export function ProductReviews({
  data,
  filters,
  search,
  handle,
  labels,
  pageRoute,
  vote,
  canWrite,
  writeResult,
  signInHref,
}: {
  data: Data | null;
  filters: ReviewFilters;
  /** The page's current query string (variant options kept on filter links). */
  search: string;
  handle: string;
  labels: ReviewsLabels;
  /** The store's resource route answering a page of reviews as JSON (GET ?handle=&reviews_page=…). */
  pageRoute: string;
  vote: VoteTarget;
  /** A signed-in shopper may write a review (else a sign-in link at `signInHref`). */
  canWrite: boolean;
  /** The page's action answer after a written review. */
  writeResult?: {review: 'thanks'} | {review: 'error'; code: ReviewWriteError};
  signInHref: string;
}) {
  const params = new URLSearchParams(search);
  // A filter, a star bar or Clear is loading the page again: the list says so until the new one is here.
  const going = useNavigation().location;
  const pathname = useLocation().pathname;
  const filtering =
    going?.pathname === pathname &&
    changesOnlyReviewFilters(params, new URLSearchParams(going.search));
  return (
    <section
      id="reviews"
      className="reviews"
      aria-labelledby="reviews-heading"
      aria-busy={filtering || undefined}
    >
      <h2 id="reviews-heading">{labels.heading}</h2>
      {!data ? (
        <p className="reviews__note" data-testid="reviews-unavailable">
          {labels.unavailable}
        </p>
      ) : data.summary.count === 0 ? (
        <p className="reviews__note">{labels.noReviews}</p>
      ) : (
        <>
          <Summary data={data} params={params} labels={labels} />
          <FilterForm filters={filters} params={params} labels={labels} />
          <ReviewList
            key={`${filters.sort}-${filters.rating}-${filters.photos}-${filters.page}`}
            first={data.page}
            filters={filters}
            params={params}
            handle={handle}
            labels={labels}
            pageRoute={pageRoute}
            vote={vote}
          />
        </>
      )}
      <WriteReview
        canWrite={canWrite}
        result={writeResult}
        labels={labels.write}
        signInHref={signInHref}
      />
    </section>
  );
}

function Stars({rating, label}: {rating: number; label: string}) {
  const fill = {'--fill': `${(rating / 5) * 100}%`} as CSSProperties;
  return (
    <span className="reviews__stars" role="img" aria-label={label}>
      <span aria-hidden="true" style={fill}>
        ★★★★★
      </span>
    </span>
  );
}

function Summary({
  data,
  params,
  labels,
}: {
  data: Data;
  params: URLSearchParams;
  labels: ReviewsLabels;
}) {
  const {summary} = data;
  const average = summary.average.toFixed(1);
  return (
    <div className="reviews__summary" data-testid="reviews-summary">
      <p className="reviews__average">
        <strong>{average}</strong>
        <Stars rating={summary.average} label={labels.average(average)} />
        <span>{labels.basedOn(summary.count)}</span>
      </p>
      <ul className="reviews__bars">
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const count = summary.perStar[star];
          const share = summary.count
            ? Math.round((count / summary.count) * 1000) / 10
            : 0;
          return (
            <li key={star}>
              <Link
                to={reviewFiltersHref(params, {rating: star, page: 1})}
                preventScrollReset
                aria-label={labels.starBar(star, count)}
                data-testid={`reviews-bar-${star}`}
              >
                <span aria-hidden="true">{labels.starShort(star)}</span>
                <span className="reviews__bar" aria-hidden="true">
                  <span style={{width: `${share}%`}} />
                </span>
                <span aria-hidden="true">{count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function FilterForm({
  filters,
  params,
  labels,
}: {
  filters: ReviewFilters;
  params: URLSearchParams;
  labels: ReviewsLabels;
}) {
  // The page's other parameters (the variant's options) ride along as hidden fields.
  const kept = [...params.entries()].filter(
    ([key]) => !(Object.values(REVIEW_PARAMS) as string[]).includes(key),
  );
  return (
    <Form
      method="get"
      preventScrollReset
      className="reviews__filters"
      aria-label={labels.filterHeading}
      data-testid="reviews-filters"
    >
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label>
        {labels.sortBy}
        <select name={REVIEW_PARAMS.sort} defaultValue={filters.sort}>
          {REVIEW_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {labels.sorts[sort]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {labels.rating}
        <select
          name={REVIEW_PARAMS.rating}
          defaultValue={filters.rating ? String(filters.rating) : ''}
        >
          <option value="">{labels.allRatings}</option>
          {[5, 4, 3, 2, 1].map((star) => (
            <option key={star} value={star}>
              {labels.stars(star)}
            </option>
          ))}
        </select>
      </label>
      <label className="reviews__check">
        <input
          type="checkbox"
          name={REVIEW_PARAMS.photos}
          value="1"
          defaultChecked={filters.photos}
        />
        {labels.withPhotos}
      </label>
      <button type="submit" className="reviews__button">
        {labels.apply}
      </button>
      {(filters.rating || filters.photos || filters.sort !== 'recent') && (
        <Link
          to={reviewFiltersHref(params, {
            sort: 'recent',
            rating: null,
            photos: false,
            page: 1,
          })}
          preventScrollReset
        >
          {labels.clear}
        </Link>
      )}
    </Form>
  );
}

function ReviewList({
  first,
  filters,
  params,
  handle,
  labels,
  pageRoute,
  vote,
}: {
  first: ReviewsPage;
  filters: ReviewFilters;
  params: URLSearchParams;
  handle: string;
  labels: ReviewsLabels;
  pageRoute: string;
  vote: VoteTarget;
}) {
  const fetcher = useFetcher<ReviewsPage>();
  const [pages, setPages] = useState<ReviewsPage[]>([first]);
  const [failed, setFailed] = useState(false);
  const [photo, setPhoto] = useState<{review: Review; index: number} | null>(
    null,
  );
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const next = fetcher.data;
    if (!Array.isArray(next.reviews)) setFailed(true);
    else
      setPages((all) =>
        all.some((p) => p.page === next.page) ? all : [...all, next],
      );
  }, [fetcher.state, fetcher.data]);

  const reviews = pages.flatMap((p) => p.reviews);
  const last = pages[pages.length - 1]!;
  const shownBefore = (first.page - 1) * first.perPage;
  const hasMore = last.page * last.perPage < last.total;
  const nextPage = last.page + 1;
  const more = () => {
    const query = new URLSearchParams(
      reviewFiltersHref(params, {...filters, page: nextPage})
        .replace(/#.*$/, '')
        .slice(1),
    );
    query.set('handle', handle);
    setFailed(false);
    fetcher.load(`${pageRoute}?${query}`);
  };

  if (reviews.length === 0)
    return <p className="reviews__note">{labels.noMatch}</p>;
  return (
    <>
      <p className="reviews__showing" aria-live="polite">
        {labels.showing(shownBefore + reviews.length, first.total)}
      </p>
      <ol className="reviews__list" data-testid="reviews-list">
        {reviews.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            labels={labels}
            vote={vote}
            onPhoto={(index) => setPhoto({review, index})}
          />
        ))}
      </ol>
      {hasMore && (
        <p className="reviews__more">
          <a
            href={reviewFiltersHref(params, {...filters, page: nextPage})}
            className="reviews__button"
            data-testid="reviews-more"
            aria-busy={fetcher.state !== 'idle'}
            onClick={(event) => {
              event.preventDefault();
              more();
            }}
          >
            {fetcher.state !== 'idle' ? labels.loadingMore : labels.more}
          </a>
        </p>
      )}
      {failed && (
        <p className="reviews__error" role="alert">
          {labels.moreFailed}
        </p>
      )}
      {photo && (
        <PhotoViewer
          review={photo.review}
          index={photo.index}
          labels={labels}
          onIndex={(index) => setPhoto({review: photo.review, index})}
          onClose={() => setPhoto(null)}
        />
      )}
    </>
  );
}

function ReviewItem({
  review,
  labels,
  vote,
  onPhoto,
}: {
  review: Review;
  labels: ReviewsLabels;
  vote: VoteTarget;
  onPhoto: (index: number) => void;
}) {
  return (
    <li
      className="reviews__item"
      id={`review-${review.id}`}
      lang={review.language}
      data-testid="review"
    >
      <div className="reviews__head">
        <Stars rating={review.rating} label={labels.rated(review.rating)} />
        {review.title && <h3>{review.title}</h3>}
      </div>
      <p className="reviews__meta">
        <span className="reviews__author">{review.author}</span>
        {review.verifiedBuyer && (
          <span className="reviews__badge" data-testid="verified-buyer">
            {`✓ ${labels.verifiedBuyer}`}
          </span>
        )}
        <time dateTime={review.createdAt}>
          {formatDate(review.createdAt, labels.locale)}
        </time>
      </p>
      <p className="reviews__body">{review.body}</p>
      {review.pictures.length > 0 && (
        <ul className="reviews__photos">
          {review.pictures.map((picture, index) => (
            <li key={picture.large}>
              <a
                href={picture.large}
                onClick={(event) => {
                  event.preventDefault();
                  onPhoto(index);
                }}
                data-testid="review-photo"
              >
                <img
                  src={picture.thumb}
                  srcSet={picture.thumbSrcSet}
                  sizes={picture.thumbSrcSet ? '80px' : undefined}
                  alt={labels.photoBy(
                    review.author,
                    index + 1,
                    review.pictures.length,
                  )}
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <HelpfulVote review={review} labels={labels} vote={vote} />
    </li>
  );
}

/** Where a helpful vote goes: the store's vote action (POST reviewId, redirectTo), and this page's path,
 * where a vote without JavaScript returns. */
export interface VoteTarget {
  route: string;
  returnTo: string;
}

interface VoteProps {
  review: Review;
  labels: ReviewsLabels;
  vote: VoteTarget;
}

/**
 * The helpful vote: a plain form before hydration (the vote returns to this page); a live page sends it
 * through the review's fetcher, asking for the JSON answer with fetch=1. The server renders the plain
 * form without a fetcher, which only a browser uses (decision 157): the same markup either way.
 */
const HelpfulVote = typeof document === 'undefined' ? PlainVote : LiveVote;

function PlainVote(props: VoteProps) {
  return <VoteForm {...props} count={props.review.helpfulCount} />;
}

function LiveVote(props: VoteProps) {
  const fetcher = useFetcher<{status: string; helpfulCount?: number}>();
  return (
    <VoteForm
      {...props}
      count={fetcher.data?.helpfulCount ?? props.review.helpfulCount}
      answer={fetcher.data?.status}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        form.set('fetch', '1');
        void fetcher.submit(form, {method: 'post', action: props.vote.route});
      }}
    />
  );
}

function VoteForm({
  review,
  labels,
  vote,
  count,
  answer,
  onSubmit,
}: VoteProps & {
  count: number;
  answer?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <form
      method="post"
      action={vote.route}
      className="reviews__vote"
      onSubmit={onSubmit}
    >
      <input type="hidden" name="reviewId" value={review.id} />
      <input type="hidden" name="redirectTo" value={vote.returnTo} />
      <button
        type="submit"
        className="reviews__helpful"
        disabled={answer === 'counted' || answer === 'already'}
        data-testid="review-helpful"
      >
        {labels.helpful(count)}
      </button>
      {answer && (
        <span role="status">
          {answer === 'counted'
            ? labels.voted
            : answer === 'already'
              ? labels.alreadyVoted
              : labels.voteFailed}
        </span>
      )}
    </form>
  );
}

function PhotoViewer({
  review,
  index,
  labels,
  onIndex,
  onClose,
}: {
  review: Review;
  index: number;
  labels: ReviewsLabels;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const picture = review.pictures[index]!;
  const count = review.pictures.length;
  return (
    <dialog
      ref={dialog}
      className="reviews__viewer"
      aria-label={labels.viewer}
      onClose={onClose}
      data-testid="review-photo-viewer"
    >
      <img
        src={picture.large}
        alt={labels.photoBy(review.author, index + 1, count)}
        width={picture.width}
        height={picture.height}
      />
      <div className="reviews__viewer-bar">
        {count > 1 && (
          <button
            type="button"
            onClick={() => onIndex((index + count - 1) % count)}
          >
            {labels.previous}
          </button>
        )}
        <span>
          {index + 1} / {count}
        </span>
        {count > 1 && (
          <button type="button" onClick={() => onIndex((index + 1) % count)}>
            {labels.next}
          </button>
        )}
        <button type="button" onClick={() => dialog.current?.close()}>
          {labels.close}
        </button>
      </div>
    </dialog>
  );
}
