import {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import {useFetcher, useSearchParams} from 'react-router';
import {
  DEFAULT_NOTIFY_ME_LABELS,
  NOTIFY_ME_ACTION_PATH,
  NOTIFY_ME_OUTCOME_PARAM,
  postedOutcome,
  type NotifyMeCode,
  type NotifyMeResult,
} from './constants';
import {parseContact} from './contact';
import {usePageLanguage} from '@shared/i18n/links';
import {askedDigest, rememberAsked, wasAsked} from './asked';

/** Every string the form shows; a store passes its own copy (gum: in the page's language), else the English defaults. */
export type NotifyMeLabels = typeof DEFAULT_NOTIFY_ME_LABELS;

/**
 * "Notify me when it's back", shown in place of Add to cart for a sold-out variant: one field (e-mail
 * or Indian mobile), checked here first, then posted to the store's /api/notify-me, which calls the
 * marketing service server-side. The service answers a repeat as a first request (decision 70); this
 * browser remembers what it asked for and reads its own repeat as a friendly "already on the list"
 * (decision 77). Loaded lazily
 * (LazyNotifyMe.tsx): in-stock pages never download it.
 */
export default function NotifyMeForm({
  variantId,
  labels = DEFAULT_NOTIFY_ME_LABELS,
  action = NOTIFY_ME_ACTION_PATH,
  typedBefore,
}: {
  variantId: string;
  labels?: NotifyMeLabels;
  action?: string;
  /** The plain form's field (LazyNotifyMe.tsx): still in the page while this renders for the first time. */
  typedBefore?: {readonly current: HTMLInputElement | null};
}) {
  const fetcher = useFetcher<NotifyMeResult>();
  // The page's language, sent with the sign-up so the alert is in it (decision 107); null in one-language stores.
  const language = usePageLanguage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Read once, at the first render, before React swaps the plain form out: the text and the caret stay.
  const [carried] = useState(() => {
    const plain = typedBefore?.current;
    return {
      value: plain?.value ?? '',
      focused: plain != null && plain === plain.ownerDocument.activeElement,
    };
  });
  useEffect(() => {
    if (carried.focused) input.current?.focus();
  }, [carried]);
  const [local, setLocal] = useState<NotifyMeCode | null>(null);
  // The request on its way: its digest, and whether this browser had asked for it before.
  const [request, setRequest] = useState<{
    digest: string | null;
    repeat: boolean;
  } | null>(null);

  // A new variant is a new request: forget what was said about the last one.
  useEffect(() => setLocal(null), [variantId]);

  // A sign-up posted before hydration came back with its outcome in the address (issue 34).
  const [params] = useSearchParams();
  const posted = postedOutcome(params.get(NOTIFY_ME_OUTCOME_PARAM));
  const busy = fetcher.state !== 'idle';
  const answered = !busy ? fetcher.data?.code : undefined;
  const code =
    local ??
    (answered === 'subscribed' && request?.repeat ? 'already' : answered) ??
    (fetcher.data || request ? null : posted) ??
    null;
  const ok = code === 'subscribed' || code === 'already';

  useEffect(() => {
    if (answered === 'subscribed' && request?.digest)
      rememberAsked(request.digest);
  }, [answered, request]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = input.current?.value.trim() ?? '';
    const check = parseContact(typed);
    if (!check.ok) {
      setLocal(check.reason);
      input.current?.focus();
      return;
    }
    setLocal(null);
    const digest = await askedDigest(variantId, check.contact);
    setRequest({digest, repeat: digest !== null && wasAsked(digest)});
    fetcher.submit(
      {variantId, contact: typed, ...(language ? {language} : {})},
      {method: 'post', action},
    );
  }

  return (
    <section
      className="notify-me"
      aria-labelledby={`${id}-title`}
      data-testid="notify-me"
      data-status={busy ? 'submitting' : (code ?? 'idle')}
    >
      <h2 id={`${id}-title`} className="notify-me__title">
        {labels.title}
      </h2>
      <p className="notify-me__help">{labels.help}</p>
      <fetcher.Form
        method="post"
        action={action}
        className="notify-me__form"
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name="variantId" value={variantId} />
        {language ? (
          <input type="hidden" name="language" value={language} />
        ) : null}
        <label htmlFor={`${id}-contact`} className="visually-hidden">
          {labels.contactLabel}
        </label>
        <input
          ref={input}
          id={`${id}-contact`}
          name="contact"
          type="text"
          inputMode="email"
          autoComplete="email"
          placeholder={labels.placeholder}
          maxLength={254}
          required
          defaultValue={carried.value}
          aria-invalid={code !== null && !ok}
          aria-describedby={`${id}-message`}
          onInput={() => local && setLocal(null)}
        />
        <button
          type="submit"
          className="notify-me__submit"
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? labels.submitting : labels.submit}
        </button>
      </fetcher.Form>
      <p
        id={`${id}-message`}
        className={`notify-me__message${ok ? ' notify-me__message--ok' : ''}`}
        role={ok ? 'status' : 'alert'}
      >
        {code ? labels.messages[code] : ''}
      </p>
    </section>
  );
}
