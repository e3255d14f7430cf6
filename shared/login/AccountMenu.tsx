import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {Form, useLocation, useSearchParams} from 'react-router';
import {Link, useLocalizePath, usePageLanguage} from '@shared/i18n/links';
import {useStore} from '@shared/config/store';
import {usePhoneLogin} from './use-phone-login';
import {logoutWidget} from './widget-loader.client';
import {Icon} from '../chrome/icons';
import {RETURN_TO_PARAM} from './otp-form';

/** Every string the menu shows; a store passes its own (e.g. translated) copy. */
export interface AccountMenuLabels {
  login: string;
  loggingIn: string;
  account: string;
  orderHistory: string;
  logout: string;
  loginPrompt: string;
  /** The widget script could not be loaded. */
  unavailable: string;
  /** Login was refused (the reason is only logged on the server). */
  failed: string;
  /** The login services are rate-limiting this shopper (429 / THROTTLED). */
  throttled: string;
}

/** Grooming's copy (docs/requirements.md, grooming: routes and screens, roles): the default. */
export const DEFAULT_ACCOUNT_MENU_LABELS: AccountMenuLabels = {
  login: 'Login',
  loggingIn: 'Logging in…',
  account: 'Account',
  orderHistory: 'Order History',
  logout: 'Logout',
  loginPrompt: 'Please log in to see your order history.',
  unavailable: 'Login is unavailable right now. Please try again later.',
  failed: 'Login failed. Please try again.',
  throttled:
    'Too many login attempts. Please wait a few minutes and try again.',
};

export interface AccountMenuProps {
  /** From the root loader: `isLoggedIn(context)` (shared/login/session.server.ts). */
  isLoggedIn: boolean;
  /** From the root loader: env PUBLIC_PHONE_LOGIN_URL (see getLoginState). */
  widgetUrl: string;
  className?: string;
  labels?: Partial<AccountMenuLabels>;
  /** Signed in: shown at the top of the menu (e.g. the gum store's POPCoins balance). */
  extra?: ReactNode;
  /** The button's words for screen readers only, at every width (otherwise hidden below 640px). */
  iconOnly?: boolean;
}

/** `/account` sends signed-out shoppers to `/?login=1`: the menu then opens the login widget. */
export const LOGIN_PROMPT_PARAM = 'login';

/**
 * Account menu (docs/requirements.md, grooming: routes and screens, roles): signed out → a 'Login' button that opens the phone-login
 * widget; signed in → 'Order History' (/account) and 'Logout' (widget logout, session cleared, /).
 */
export function AccountMenu({
  isLoggedIn,
  widgetUrl,
  className,
  labels: overrides,
  extra,
  iconOnly = false,
}: AccountMenuProps) {
  const labelClass = iconOnly ? 'visually-hidden' : undefined;
  const labels = {...DEFAULT_ACCOUNT_MENU_LABELS, ...overrides};
  const store = useStore();
  const [params, setParams] = useSearchParams();
  const localize = useLocalizePath();
  const location = useLocation();
  const prompted = params.get(LOGIN_PROMPT_PARAM) === '1';
  const {open, opening, signingIn, error} = usePhoneLogin({
    widgetUrl,
    merchantId: store.checkoutProvider.merchantId,
    returnTo: prompted ? localize('/account') : null,
    locale: usePageLanguage(),
  });

  // Arriving from /account while signed out: prompt for login once, then drop the parameter.
  const promptedOnce = useRef(false);
  useEffect(() => {
    if (!prompted || isLoggedIn || promptedOnce.current) return;
    promptedOnce.current = true;
    void open();
  }, [prompted, isLoggedIn, open]);
  useEffect(() => {
    if (prompted && isLoggedIn) {
      const next = new URLSearchParams(params);
      next.delete(LOGIN_PROMPT_PARAM);
      setParams(next, {replace: true, preventScrollReset: true});
    }
  }, [prompted, isLoggedIn, params, setParams]);

  if (!isLoggedIn) {
    // Before hydration or without JavaScript the button opens the login page (a GET form, decision 137);
    // once hydrated it opens the provider's widget instead.
    const returnTo = prompted
      ? localize('/account')
      : `${location.pathname}${location.search}`;
    return (
      <div className={['account-menu', className].filter(Boolean).join(' ')}>
        <form
          method="get"
          action={localize('/account/login')}
          className="account-menu__form"
          onSubmit={(event) => {
            event.preventDefault();
            void open();
          }}
        >
          <input type="hidden" name={RETURN_TO_PARAM} value={returnTo} />
          <button
            type="submit"
            className="account-menu__login"
            disabled={opening || signingIn}
            aria-busy={opening || signingIn}
          >
            <Icon name="person" size={22} strokeWidth={1.8} />
            <span className={labelClass}>
              {signingIn ? labels.loggingIn : labels.login}
            </span>
          </button>
        </form>
        {prompted && !error ? (
          <p className="account-menu__notice" role="status">
            {labels.loginPrompt}
          </p>
        ) : null}
        {error ? (
          <p
            className="account-menu__notice account-menu__notice--error"
            role="alert"
          >
            {error === 'unavailable'
              ? labels.unavailable
              : error === 'throttled'
                ? labels.throttled
                : labels.failed}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <SignedInMenu className={className} labels={labels} labelClass={labelClass}>
      {extra}
    </SignedInMenu>
  );
}

/** Signed in: the toggle and its list; `children` open the list (the props' `extra`). */
function SignedInMenu({
  className,
  labels,
  labelClass,
  children,
}: {
  className?: string;
  labels: AccountMenuLabels;
  labelClass?: string;
  children?: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setExpanded(false), [location.pathname]);
  useEffect(() => {
    if (!expanded) return;
    function onPointer(event: PointerEvent) {
      if (root.current && !root.current.contains(event.target as Node))
        setExpanded(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setExpanded(false);
        root.current
          ?.querySelector<HTMLButtonElement>('.account-menu__toggle')
          ?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [expanded]);
  const localize = useLocalizePath();

  return (
    <div
      ref={root}
      className={['account-menu', 'account-menu--signed-in', className]
        .filter(Boolean)
        .join(' ')}
    >
      <button
        type="button"
        className="account-menu__toggle"
        aria-expanded={expanded}
        aria-controls={menuId}
        onClick={() => setExpanded((value) => !value)}
      >
        <Icon name="person" size={22} strokeWidth={1.8} />
        <span className={labelClass}>{labels.account}</span>
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!expanded}>
        {children ? <li className="account-menu__extra">{children}</li> : null}
        <li>
          <Link to="/account" prefetch="intent">
            {labels.orderHistory}
          </Link>
        </li>
        <li>
          <Form
            method="post"
            action={localize('/account/logout')}
            onSubmit={() => logoutWidget()}
          >
            <button type="submit">{labels.logout}</button>
          </Form>
        </li>
      </ul>
    </div>
  );
}
