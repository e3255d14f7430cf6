import {Form, Link, useNavigation} from 'react-router';
import type {ReviewsLabels} from './labels';
import type {ReviewWriteError} from './types';

/** The limits the form states; the provider enforces the same (server/src/reviews/rules.ts). */
export const WRITE_LIMITS = {
  titleMax: 100,
  bodyMin: 10,
  bodyMax: 1000,
  photosMax: 5,
};

/**
 * "Write a review" (decision 127): a plain multipart POST form to the product page's own action, so it
 * works before hydration and without JavaScript; the page renders again with the thanks or the error
 * in its language. Signed out, a link to the phone sign-in instead.
 */
export function WriteReview({
  canWrite,
  result,
  labels,
  signInHref,
  product,
}: {
  canWrite: boolean;
  /** The action's answer, if this page is its result. */
  result?: {review: 'thanks'} | {review: 'error'; code: ReviewWriteError};
  labels: ReviewsLabels['write'];
  signInHref: string;
  /** One of several forms on a page (an order's products, decision 135): sent as `handle`, titled by it. */
  product?: {handle: string; title: string};
}) {
  const navigation = useNavigation();
  const sending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'review' &&
    (!product || navigation.formData?.get('handle') === product.handle);
  const id = product ? `write-review-${product.handle}` : 'write-review';
  return (
    <section
      className="reviews__write"
      aria-labelledby={`${id}-heading`}
      id={id}
      data-testid="write-review"
    >
      <h3 id={`${id}-heading`}>{product?.title ?? labels.heading}</h3>
      {result?.review === 'thanks' ? (
        <p
          className="reviews__thanks"
          role="status"
          data-testid="review-thanks"
        >
          {labels.thanks}
        </p>
      ) : !canWrite ? (
        <p className="reviews__note">
          {labels.signIn} <Link to={signInHref}>{labels.signInLink}</Link>
        </p>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          preventScrollReset
          className="reviews__form"
          data-testid="write-review-form"
        >
          <input type="hidden" name="intent" value="review" />
          {product ? (
            <input type="hidden" name="handle" value={product.handle} />
          ) : null}
          {result?.review === 'error' && (
            <p
              className="reviews__error"
              role="alert"
              data-testid="review-error"
            >
              {labels.errors[result.code]}
            </p>
          )}
          <fieldset className="reviews__rate">
            <legend>{labels.stars}</legend>
            {[1, 2, 3, 4, 5].map((star) => (
              <label key={star}>
                <input type="radio" name="rating" value={star} required />
                <span>{star}★</span>
              </label>
            ))}
          </fieldset>
          <label>
            {labels.title}
            <input name="title" maxLength={WRITE_LIMITS.titleMax} />
          </label>
          <label>
            {labels.body}
            <textarea
              name="body"
              required
              minLength={WRITE_LIMITS.bodyMin}
              maxLength={WRITE_LIMITS.bodyMax}
              rows={5}
              aria-describedby={`${id}-body-hint`}
            />
            <small id={`${id}-body-hint`}>{labels.bodyHint}</small>
          </label>
          <label>
            {labels.name}
            <input
              name="name"
              required
              maxLength={60}
              autoComplete="given-name"
            />
          </label>
          <label>
            {labels.photos}
            <input
              type="file"
              name="pictures"
              multiple
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={`${id}-photos-hint`}
            />
            <small id={`${id}-photos-hint`}>{labels.photosHint}</small>
          </label>
          <button type="submit" className="reviews__button" disabled={sending}>
            {sending ? labels.sending : labels.submit}
          </button>
        </Form>
      )}
    </section>
  );
}
