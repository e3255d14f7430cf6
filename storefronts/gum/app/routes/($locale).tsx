import {Outlet, type ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/($locale)';
import {store} from '~/store';
import {RouteError} from '~/components/RouteError';
import {fallbackTitle} from '~/lib/fallback-title';

/** A wrong prefix has no language of its own: the not-found page is titled in the default one. */
export const meta: Route.MetaFunction = ({error}) =>
  error ? [{title: fallbackTitle('/', 'errors.notFoundTitle', true)}] : [];

/**
 * The optional language segment of every page (`/hi/…`; no segment = English), as Hydrogen's
 * skeleton does for Shopify Markets' subfolders. A first segment that is not a language prefix
 * (`/fr/faq`, `/en/faq`, `/nope`) is not a page of this store: 404.
 */
export async function loader({params}: Route.LoaderArgs) {
  const {locale} = params;
  if (
    locale != null &&
    (locale === store.defaultLocale ||
      !(store.locales as readonly string[]).includes(locale))
  ) {
    throw new Response('Not found', {status: 404});
  }
  return null;
}

/** Only the language segment matters here: other navigations leave this loader (and its errors) alone. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
}) => currentParams.locale !== nextParams.locale;

export default function LocaleLayout() {
  return <Outlet />;
}

/** A wrong prefix is a not-found page inside the store's header and footer. */
export const ErrorBoundary = RouteError;
