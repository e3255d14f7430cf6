/**
 * The pincode box (issue 23): under Add to cart on product pages and, with scope 'cart', in the cart
 * drawer. Store-neutral: every word comes in as `labels`, money as `formatPaise`. Checks run after
 * hydration through the store's /api/delivery, so the page's first paint never waits for them; the
 * pincode alone is remembered in localStorage and shared between the boxes on the page. Before hydration
 * (or without JavaScript) the form is a GET to the page itself: the page's loader answers `?pincode=`
 * (decision 134) and passes it here as `initial`.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import {Link, useLocation} from 'react-router';
import {useHydrated} from '../chrome/use-hydrated';
import {
  formatDeliveryDate,
  PINCODE_STORAGE_KEY,
  storedPincode,
  type DeliveryAnswer,
} from './answer';

export interface PincodeLabels {
  heading: string;
  /** The input's placeholder and accessible name: "Enter pincode". */
  placeholder: string;
  check: string;
  checking: string;
  change: string;
  /** "Delivery by Thu, 3 Dec". */
  deliveryBy: (date: string) => string;
  /** "to 560029, Bangalore". */
  deliverTo: (pincode: string, city: string) => string;
  /** "Cash on Delivery available (₹39 fee)". */
  codAvailable: (fee: string) => string;
  /** Where no courier collects cash. */
  prepaidOnly: string;
  /** Above the COD limit (cart scope). */
  codOverLimit: (limit: string) => string;
  invalid: string;
  firstDigitZero: string;
  unavailable: string;
}

interface PincodeCheckProps {
  labels: PincodeLabels;
  /** The store's resource route, with the page's language: '/api/delivery?locale=hi'. */
  endpoint: string;
  dateLocale: string;
  formatPaise: (paise: number) => string;
  /** 'cart': COD judged against the cart total (the drawer). */
  scope?: 'product' | 'cart';
  /** A check again when this changes (the drawer: the cart total, which COD's limit is judged on). */
  refreshKey?: string | number;
  /** Extra lines under a promise (gum's drawer: what paying online saves). */
  children?: (answer: Extract<DeliveryAnswer, {status: 'ok'}>) => ReactNode;
  /** Each answer, for what else on the page depends on the pincode (decision 101: the COD perk). */
  onAnswer?: (answer: DeliveryAnswer | null) => void;
  /** The page loader's answer for its `?pincode=` (the GET form, posted before hydration). */
  initial?: DeliveryAnswer | null;
}

const EVENT = 'delivery-pincode';
/** The browser's own limit on a check, a little past the server's timeout to the provider. */
const CLIENT_TIMEOUT_MS = 4000;

/** Keeps the pincode and tells the page's other box, only when it is a new one (no echo between boxes). */
function remember(pincode: string) {
  if (storedPincode() === pincode) return;
  try {
    localStorage.setItem(PINCODE_STORAGE_KEY, pincode);
  } catch {
    // Storage off (private mode): the box still answers, it just does not remember.
  }
  window.dispatchEvent(new CustomEvent(EVENT, {detail: pincode}));
}

export function PincodeCheck({
  labels,
  endpoint,
  dateLocale,
  formatPaise,
  scope = 'product',
  refreshKey,
  children,
  onAnswer,
  initial = null,
}: PincodeCheckProps) {
  const [value, setValue] = useState(initial?.pincode ?? '');
  const [answer, setAnswer] = useState<DeliveryAnswer | null>(initial);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(initial?.status !== 'ok');
  const location = useLocation();
  const hydrated = useHydrated();
  // The page's other parameters (a variant's options) ride along with the GET form and its "Change".
  const kept = [...new URLSearchParams(location.search)].filter(
    ([key]) => key !== 'pincode',
  );
  const withoutPincode = `${location.pathname}${kept.length ? `?${new URLSearchParams(kept)}` : ''}`;
  const input = useRef<HTMLInputElement>(null);
  const request = useRef(0);
  /** The pincode this box last asked about. */
  const asked = useRef('');
  const id = useId();

  async function check(pincode: string) {
    if (!/^\d{6}$/.test(pincode))
      return setAnswer({status: 'invalid', pincode, message: labels.invalid});
    if (pincode[0] === '0')
      return setAnswer({
        status: 'invalid',
        pincode,
        message: labels.firstDigitZero,
      });
    asked.current = pincode;
    const mine = ++request.current;
    setBusy(true);
    let next: DeliveryAnswer;
    try {
      const separator = endpoint.includes('?') ? '&' : '?';
      const url = `${endpoint}${separator}pincode=${pincode}${scope === 'cart' ? '&scope=cart' : ''}`;
      const response = await fetch(url, {
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
        headers: {Accept: 'application/json'},
      });
      next = (await response.json()) as DeliveryAnswer;
      if (!next?.status) throw new Error('no answer');
    } catch {
      next = {status: 'unavailable', pincode, message: labels.unavailable};
    }
    if (mine !== request.current) return;
    setBusy(false);
    setAnswer(next);
    if (next.status === 'ok') setEditing(false);
    if (next.status === 'ok' || next.status === 'unserviceable')
      remember(pincode);
  }

  useEffect(() => {
    const saved = storedPincode();
    if (initial) {
      // The server answered this page's ?pincode=: keep it, and remember a real place.
      if (initial.status === 'ok' || initial.status === 'unserviceable')
        remember(initial.pincode);
    } else if (saved) {
      setValue(saved);
      void check(saved);
    }
    const onChange = (event: Event) => {
      const pincode = (event as CustomEvent<string>).detail;
      if (pincode === asked.current) return;
      setValue(pincode);
      void check(pincode);
    };
    window.addEventListener(EVENT, onChange);
    return () => window.removeEventListener(EVENT, onChange);
    // Once per mount: later checks come from the form or the other box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const checked = useRef(refreshKey);
  useEffect(() => {
    if (checked.current === refreshKey) return;
    checked.current = refreshKey;
    const pincode = storedPincode();
    if (pincode) void check(pincode);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const pincode = value.replace(/\s/g, '');
    if (answer?.status === 'ok' && answer.pincode === pincode)
      return setEditing(false);
    void check(pincode);
  }

  function change() {
    setEditing(true);
    requestAnimationFrame(() => input.current?.focus());
  }

  const told = useRef(onAnswer);
  told.current = onAnswer;
  useEffect(() => told.current?.(answer), [answer]);

  const ok = answer?.status === 'ok' ? answer : null;
  return (
    <section
      className={`pincode-check pincode-check--${scope}`}
      aria-labelledby={`${id}-h`}
      data-testid={`pincode-check-${scope}`}
    >
      <h2 id={`${id}-h`} className="pincode-check__heading">
        {labels.heading}
      </h2>
      {ok && !editing ? (
        <p className="pincode-check__to">
          <span data-testid="pincode-value">
            {labels.deliverTo(ok.pincode, ok.city)}
          </span>{' '}
          {hydrated ? (
            <button
              type="button"
              className="pincode-check__change"
              onClick={change}
            >
              {labels.change}
            </button>
          ) : (
            // Before hydration "Change" is the page without the answer (decision 134).
            <Link to={withoutPincode} replace className="pincode-check__change">
              {labels.change}
            </Link>
          )}
        </p>
      ) : (
        <form
          className="pincode-check__form"
          method="get"
          action={location.pathname}
          onSubmit={submit}
          noValidate
        >
          {kept.map(([key, field], index) => (
            <input key={index} type="hidden" name={key} value={field} />
          ))}
          <input
            ref={input}
            className="pincode-check__input"
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={labels.placeholder}
            aria-label={labels.placeholder}
            aria-invalid={answer?.status === 'invalid' || undefined}
            aria-describedby={`${id}-result`}
            value={value}
            onChange={(event) =>
              setValue(event.target.value.replace(/\D/g, '').slice(0, 6))
            }
          />
          <button
            type="submit"
            className="button pincode-check__submit"
            disabled={busy}
          >
            {busy ? labels.checking : labels.check}
          </button>
        </form>
      )}
      <div
        id={`${id}-result`}
        className="pincode-check__result"
        aria-live="polite"
        data-testid="pincode-result"
      >
        {ok ? (
          <>
            <p className="pincode-check__date" data-testid="delivery-date">
              {labels.deliveryBy(formatDeliveryDate(ok.date, dateLocale))}
            </p>
            <p
              className={
                ok.cod.available
                  ? 'pincode-check__cod'
                  : 'pincode-check__cod pincode-check__cod--no'
              }
              data-testid="delivery-cod"
            >
              {ok.cod.available
                ? labels.codAvailable(formatPaise(ok.cod.feePaise))
                : ok.cod.reason === 'OVER_LIMIT'
                  ? labels.codOverLimit(formatPaise(ok.cod.limitPaise))
                  : labels.prepaidOnly}
            </p>
            {children?.(ok)}
          </>
        ) : answer && answer.status !== 'ok' ? (
          <p
            className={`pincode-check__message pincode-check__message--${answer.status}`}
            data-testid="delivery-message"
          >
            {answer.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
