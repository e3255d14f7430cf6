import {useCallback, useEffect, useRef, useState} from 'react';
import {useFetcher, useNavigate} from 'react-router';
import {useNonce} from '@shopify/hydrogen';
import {useTrack} from '@shared/analytics/events';
import {LOGIN_EVENT, loadPhoneLoginWidget} from './widget-loader.client';
import type {LoginResult} from './actions.server';

export interface PhoneLoginOptions {
  /** Base URL of the phone-login provider (env PUBLIC_PHONE_LOGIN_URL, passed down by the root loader). */
  widgetUrl: string;
  merchantId: string;
  /** The storefront's login action route. */
  loginAction?: string;
  /** Where to go after a successful login (e.g. back to /account); stays on the page when unset. */
  returnTo?: string | null;
  /** The shopper's language ('hi' on Hindi pages): the widget speaks it. */
  locale?: string | null;
}

/**
 * The phone-login flow on the page: load the widget when asked, hand its token to the login action
 * (which sets the httpOnly session), record `customer_logged_in` {method: 'phone'} on success.
 */
export function usePhoneLogin({
  widgetUrl,
  merchantId,
  loginAction = '/api/login',
  returnTo,
  locale,
}: PhoneLoginOptions) {
  const fetcher = useFetcher<LoginResult>({key: 'phone-login'});
  const track = useTrack();
  const navigate = useNavigate();
  const nonce = useNonce();
  const [widgetError, setWidgetError] = useState<'unavailable' | null>(null);
  const [opening, setOpening] = useState(false);
  const submitted = useRef(false);
  const returnToRef = useRef(returnTo);
  returnToRef.current = returnTo;

  useEffect(() => {
    function onLogin(event: CustomEvent<{token: string}>) {
      const token = event.detail?.token;
      if (!token) return;
      submitted.current = true;
      fetcher.submit(
        {kpToken: token},
        {method: 'POST', action: loginAction, encType: 'application/json'},
      );
    }
    window.addEventListener(LOGIN_EVENT, onLogin);
    return () => window.removeEventListener(LOGIN_EVENT, onLogin);
    // fetcher.submit is stable for a keyed fetcher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loginAction]);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || !submitted.current) return;
    submitted.current = false;
    if (fetcher.data.ok) {
      track('customer_logged_in', {method: fetcher.data.method ?? 'phone'});
      if (returnToRef.current) navigate(returnToRef.current);
    }
  }, [fetcher.state, fetcher.data, track, navigate]);

  const open = useCallback(async () => {
    setWidgetError(null);
    setOpening(true);
    try {
      const widget = await loadPhoneLoginWidget(widgetUrl, nonce);
      widget.open({merchantId, ...(locale ? {locale} : {})});
    } catch (error) {
      console.error('[login] widget failed to open', error);
      setWidgetError('unavailable');
    } finally {
      setOpening(false);
    }
  }, [widgetUrl, merchantId, nonce, locale]);

  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok;
  const throttled = failed && fetcher.data?.code === 'THROTTLED';
  return {
    open,
    opening,
    signingIn: fetcher.state !== 'idle',
    /** Which failure to show in the shopper's language: the widget would not load, too many attempts, or login was refused. */
    error:
      widgetError ??
      (throttled
        ? ('throttled' as const)
        : failed
          ? ('failed' as const)
          : null),
  };
}
