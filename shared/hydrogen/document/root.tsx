/**
 * What both stores' `root.tsx` do the same way: the root loader's analytics data, Hydrogen's analytics
 * and the shared providers around the store's chrome, and the store's shell around the page and around the root error boundary.
 * The shell itself (header, footer, drawer, copy) is the store's own component, passed in.
 */
import {
  Analytics,
  getShopAnalytics,
  useNonce,
  type Storefront,
} from '@shopify/hydrogen';
import {
  useMemo,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  Scripts,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import {AnalyticsDataLayer} from '../../analytics/AnalyticsDataLayer';
import type {StoreEvent} from '../../analytics/events';
import {settledCart} from '../../cart/deferred';
import {BackgroundWorker} from '../../worker/BackgroundWorker';
import {FRAME_END_ID} from '../../chrome/constants';
import {StoreProvider} from '../../config/store';
import {ToastProvider} from '../../toast/toast-context';
import {CartDrawerProvider} from '../../cart/drawer/context';
import {InlineStylesheet} from './inline-stylesheet';
import {rootShouldRevalidate} from './root-revalidation';

type AnalyticsProps = ComponentProps<typeof Analytics.Provider>;

// `blocking` is not in React 18's types yet; React passes it through as a plain attribute.
const RENDER_BLOCKING = {blocking: 'render'} as Record<string, string>;

/**
 * The root's `Layout`: the document both stores render (CSP nonce on React Router's scripts). A store adds
 * its own head tags (`head`, after the route's meta) and its providers around the page (`children`).
 */
export function RootDocument({
  lang,
  head,
  bodyClassName,
  children,
}: {
  lang: string;
  head?: ReactNode;
  bodyClassName?: string;
  children?: ReactNode;
}) {
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        {/* No first frame before the page's frame is whole (Chromium unblocks when the element after the
            footer, or after a long page's first screen, is parsed): a slow phone's parser yields
            mid-document, and what it had drawn half then moved as the rest came in (decisions 155, 156). */}
        <link rel="expect" href={`#${FRAME_END_ID}`} {...RENDER_BLOCKING} />
        <Meta />
        <InlineStylesheet />
        {head}
        <Links />
      </head>
      <body className={bodyClassName}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The root's `links()`: the favicon. The store's stylesheet (which @imports the fonts' and shared parts'
 * styles; decision 58) is in the document itself (decision 146).
 */
export function rootLinks() {
  return [{rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'}];
}

/**
 * The root loader's analytics part: the shop (deferred) and the consent settings. With a shop, Hydrogen's
 * Analytics.Provider loads Shopify's Customer Privacy API and perf kit from https://cdn.shopify.com (fixed
 * URLs) and reports to Shopify; without Shopify's CDN configured (PUBLIC_SHOPIFY_CDN_URL) it gets no shop,
 * loads neither and still carries our consent-gated events (decision 140).
 */
export function rootAnalytics(
  storefront: Storefront,
  env: {
    PUBLIC_STOREFRONT_ID: string;
    PUBLIC_CHECKOUT_DOMAIN: string;
    PUBLIC_STOREFRONT_API_TOKEN: string;
    PUBLIC_SHOPIFY_CDN_URL?: string;
  },
) {
  return {
    // Deferred like the cart: no page depends on it (a failed query is no shop data, not a failed page).
    shop: env.PUBLIC_SHOPIFY_CDN_URL
      ? getShopAnalytics({
          storefront,
          publicStorefrontId: env.PUBLIC_STOREFRONT_ID,
        }).catch(() => null)
      : null,
    consent: {
      checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN,
      storefrontAccessToken: env.PUBLIC_STOREFRONT_API_TOKEN,
      withPrivacyBanner: false,
      country: storefront.i18n.country,
      language: storefront.i18n.language,
    },
  };
}

/**
 * Hydrogen's analytics around the store's chrome, with the store's data-layer events and its
 * background worker. Only with the root data: an error page without it renders the chrome alone.
 */
export function StoreAnalytics({
  data,
  events,
  worker,
  extras,
  children,
}: {
  data: {
    cart: Promise<unknown>;
    shop?: AnalyticsProps['shop'];
    consent?: AnalyticsProps['consent'];
  };
  /** The store's own events a tag manager may act on. */
  events: readonly StoreEvent[];
  /** The background worker's script path. */
  worker: string;
  /** More listeners on the analytics bus (e.g. engagement timing). */
  extras?: ReactNode;
  children: ReactNode;
}) {
  // Hydrogen's provider changes its context at once (not in a transition) when the shop and the cart
  // arrive. Reaching a Suspense boundary still waiting for streamed data (the header's cart count), that
  // makes React throw the boundary's server HTML away (error #421). So it gets them only once every
  // deferred value of the first document has arrived, when such a boundary can hydrate at once (decision 139).
  const matches = useMatches();
  const [streamed] = useState(() => deferredSettled(matches));
  const shop = useMemo(
    () => (data.shop ? streamed.then(() => data.shop ?? null) : null),
    [streamed, data.shop],
  );
  const cart = useMemo(
    () => streamed.then(() => settledCart(data.cart)) as AnalyticsProps['cart'],
    [streamed, data.cart],
  );
  // Without the root data (an error page) the chrome renders alone; a null shop keeps the provider.
  if (!data.consent) return <>{children}</>;
  return (
    <Analytics.Provider cart={cart} shop={shop} consent={data.consent}>
      <AnalyticsDataLayer events={events} />
      {extras}
      <BackgroundWorker script={worker} />
      {children}
    </Analytics.Provider>
  );
}

/**
 * The providers both stores' shells put around their chrome, outermost first: the store's settings,
 * Hydrogen's analytics (`StoreAnalytics`), toasts and the cart drawer's state.
 */
export function StoreProviders({
  store,
  children,
  ...analytics
}: ComponentProps<typeof StoreAnalytics> & {
  store: ComponentProps<typeof StoreProvider>['store'];
}) {
  return (
    <StoreProvider store={store}>
      <StoreAnalytics {...analytics}>
        <ToastProvider>
          <CartDrawerProvider>{children}</CartDrawerProvider>
        </ToastProvider>
      </StoreAnalytics>
    </StoreProvider>
  );
}

type Shell<D> = ComponentType<{data: D; children: ReactNode}>;

/** The root's page: the store's shell around the matched route (the bare route without root data). */
export function RootOutlet<D>({shell: Shell}: {shell: Shell<D>}) {
  const data = useRouteLoaderData('root') as D | undefined;
  if (!data) return <Outlet />;
  return (
    <Shell data={data}>
      <Outlet />
    </Shell>
  );
}

/**
 * The root error boundary's frame: errors of routes without their own boundary, and of the root
 * loader, render inside the store's shell (with the store's fallback data when the root data is
 * missing), so an outage page (503) keeps the store's chrome. React Router answers with the thrown
 * status and entry.server adds Retry-After.
 */
export function RootErrorFrame<D>({
  shell: Shell,
  fallback,
  children,
}: {
  shell: Shell<D>;
  fallback: D;
  children: ReactNode;
}) {
  const data = useRouteLoaderData('root') as D | undefined;
  return <Shell data={data ?? fallback}>{children}</Shell>;
}

/** What a shell needs when the root loader itself failed: no menus, no cart, signed out. */
export const SIGNED_OUT_ROOT = {
  menus: {main: [], mobile: [], footer: []},
  cart: Promise.resolve(null),
  login: {isLoggedIn: false, widgetUrl: ''},
};

/**
 * Both roots' route exports but the loader and `Layout`: the store's chrome (`Chrome`, given the root
 * data) inside the shared providers, around the page and around the root error boundary's message.
 */
export function storeRoot<D extends {cart: Promise<unknown>}>({
  revalidation,
  chrome: Chrome,
  fallback,
  errorMessage: ErrorMessage,
  ...providers
}: Omit<ComponentProps<typeof StoreProviders>, 'data' | 'children'> & {
  revalidation?: Parameters<typeof rootShouldRevalidate>[1];
  chrome: Shell<D>;
  fallback: D;
  errorMessage: ComponentType;
}) {
  function StoreShell({data, children}: {data: D; children: ReactNode}) {
    return (
      <StoreProviders {...providers} data={data}>
        <Chrome data={data}>{children}</Chrome>
      </StoreProviders>
    );
  }
  return {
    /** Root data (menus, shop) rarely changes: only after mutations, reloads or what `revalidation` names. */
    shouldRevalidate: ((args) =>
      rootShouldRevalidate(args, revalidation)) as ShouldRevalidateFunction,
    links: rootLinks,
    App: () => <RootOutlet shell={StoreShell} />,
    ErrorBoundary: () => (
      <RootErrorFrame shell={StoreShell} fallback={fallback}>
        <ErrorMessage />
      </RootErrorFrame>
    ),
  };
}

/** Settles when every deferred (promised) value in the matched routes' loader data has settled. */
export function deferredSettled(
  matches: ReadonlyArray<{data: unknown}>,
): Promise<void> {
  const pending = matches.flatMap(({data}) =>
    data && typeof data === 'object'
      ? Object.values(data).filter(
          (value): value is Promise<unknown> => value instanceof Promise,
        )
      : [],
  );
  return Promise.allSettled(pending).then(() => undefined);
}
