import {Analytics, getShopAnalytics, useNonce} from '@shopify/hydrogen';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import {useMemo} from 'react';
import type {Route} from './+types/root';
import {isServiceUnavailable} from '@shared/hydrogen/unavailable';
import {deferredCart, settledCart} from '@shared/cart/deferred';
import {StoreProvider} from '@shared/config/store';
import {BackgroundWorker} from '@shared/worker/BackgroundWorker';
import {ToastProvider} from '@shared/toast/toast-context';
import {CartDrawerProvider, useCartDrawer} from '@shared/cart/drawer/context';
import {PageLayout} from '@shared/chrome/PageLayout';
import {CHROME_MENUS_QUERY, chromeMenusFrom, type ChromeMenus} from '@shared/chrome/menu';
import {freeShippingAnnouncement} from '@shared/chrome/announcement';
import {NEWSLETTER_ACTION_PATH} from '@shared/newsletter/constants';
import chromeStyles from '@shared/chrome/chrome.css?url';
import footerStyles from '@shared/footer/footer.css?url';
import {AccountMenu} from '@shared/login';
import {getLoginState} from '@shared/login/session.server';
import accountMenuStyles from '@shared/login/account-menu.css?url';
import {store} from '~/store';
import {GroomingLogo} from '~/components/GroomingLogo';
import {GroomingFooter} from '~/components/GroomingFooter';
import {MegaMenuPromo} from '~/components/MegaMenuPromo';
import {MobileMenuPromo} from '~/components/MobileMenuPromo';
import {AnalyticsDataLayer} from '@shared/analytics/AnalyticsDataLayer';
import type {StoreEvent} from '@shared/analytics/events';
import {cartDrawerStylesHref} from '@shared/cart/drawer/styles';
import {LazyCartDrawer} from '~/cart/LazyCartDrawer';
import groomingDrawerStyles from '~/cart/cart-drawer.css?url';
import {checkoutProviderSettings} from '~/cart/checkout/settings.server';
import {GROOMING_MENU_HANDLES, GROOMING_TRENDING} from '~/components/chrome-config';
import appStyles from '~/styles/app.css?url';

export type RootLoader = typeof loader;

/** Root data (menus, shop) rarely changes: only revalidate after mutations or explicit reloads. */
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, formAction, currentUrl, nextUrl, actionStatus}) => {
  // A refused or failed mutation (e.g. a cart action during an outage) changed nothing: the page stays.
  if (actionStatus && actionStatus >= 400) return false;
  // A newsletter sign-up changes nothing the root loader returns.
  if (formAction === NEWSLETTER_ACTION_PATH) return false;
  if (formMethod && formMethod !== 'GET') return true;
  return currentUrl.toString() === nextUrl.toString();
};

export function links() {
  return [
    {rel: 'stylesheet', href: appStyles},
    {rel: 'stylesheet', href: chromeStyles},
    {rel: 'stylesheet', href: footerStyles},
    {rel: 'stylesheet', href: accountMenuStyles},
    {rel: 'stylesheet', href: cartDrawerStylesHref},
    {rel: 'stylesheet', href: groomingDrawerStyles},
    {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
  ];
}

export async function loader({context, request}: Route.LoaderArgs) {
  const {storefront, env, cart} = context;
  return {
    menus: await loadMenus(storefront, [env.PUBLIC_STORE_DOMAIN, new URL(request.url).origin]),
    cart: deferredCart(cart),
    login: getLoginState(context),
    checkoutProvider: checkoutProviderSettings(env),
    // Deferred like the cart: no page depends on it (a failed query is no shop data, not a failed page).
    shop: getShopAnalytics({storefront, publicStorefrontId: env.PUBLIC_STOREFRONT_ID}).catch(() => null),
    consent: {
      checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN,
      storefrontAccessToken: env.PUBLIC_STOREFRONT_API_TOKEN,
      withPrivacyBanner: false,
      country: storefront.i18n.country,
      language: storefront.i18n.language,
    },
  };
}

/** The three chrome menus (one Storefront API request, cached long); empty menus if it fails. */
async function loadMenus(storefront: Route.LoaderArgs['context']['storefront'], origins: string[]): Promise<ChromeMenus> {
  try {
    const data = await storefront.query(CHROME_MENUS_QUERY, {
      variables: GROOMING_MENU_HANDLES,
      cache: storefront.CacheLong(),
    });
    return chromeMenusFrom(data, origins);
  } catch (error) {
    console.error('[root] menus failed', error);
    return {main: [], mobile: [], footer: []};
  }
}

export function Layout({children}: {children?: React.ReactNode}) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The grooming store's own events (docs/requirements.md, grooming: calls) a tag manager may act on. */
const DATA_LAYER_EVENTS: readonly StoreEvent[] = [
  'checkout_started',
  'checkout_provider_started',
  'checkout_completed',
  'newsletter_subscribed',
  'search',
  'search_results_viewed',
  'customer_logged_in',
];

export default function App() {
  const data = useRouteLoaderData<RootLoader>('root');
  if (!data) return <Outlet />;
  return (
    <StoreShell data={data}>
      <Outlet />
    </StoreShell>
  );
}

type RootData = Awaited<ReturnType<typeof loader>>;
type ShellData = Pick<RootData, 'menus' | 'cart' | 'login'> & Partial<RootData>;

/** What the shell needs when the root loader itself failed: no menus, no cart, signed out. */
const FALLBACK_ROOT: ShellData = {
  menus: {main: [], mobile: [], footer: []},
  cart: Promise.resolve(null),
  login: {isLoggedIn: false, widgetUrl: ''},
};

/**
 * The store's chrome and providers around a page — also around the error pages, so an outage page
 * (503) keeps the store's header and footer. Analytics only with the root data.
 */
function StoreShell({data, children}: {data: ShellData; children: React.ReactNode}) {
  const analyticsCart = useMemo(() => settledCart(data.cart), [data.cart]);
  const chrome = (
    <ToastProvider>
      <CartDrawerProvider>
        <GroomingChrome menus={data.menus} cart={data.cart} login={data.login}>
          {children}
        </GroomingChrome>
      </CartDrawerProvider>
    </ToastProvider>
  );
  return (
    <StoreProvider store={store}>
      {data.shop && data.consent ? (
        <Analytics.Provider cart={analyticsCart} shop={data.shop} consent={data.consent}>
          <AnalyticsDataLayer events={DATA_LAYER_EVENTS} />
          <BackgroundWorker script="/service-worker.js" />
          {chrome}
        </Analytics.Provider>
      ) : (
        chrome
      )}
    </StoreProvider>
  );
}

const announcements = [freeShippingAnnouncement(store.freeShippingThresholdPaise)];

function GroomingChrome({
  menus,
  cart,
  login,
  children,
}: {
  menus: ChromeMenus;
  cart: Promise<unknown>;
  login: {isLoggedIn: boolean; widgetUrl: string};
  children: React.ReactNode;
}) {
  const drawer = useCartDrawer();
  return (
    <PageLayout
      announcements={announcements}
      header={{
        logo: <GroomingLogo brand={store.brand} />,
        brand: store.brand,
        mainMenu: menus.main,
        mobileMenu: menus.mobile,
        cart: cart as Parameters<typeof PageLayout>[0]['header']['cart'],
        onCartClick: drawer.open,
        trending: GROOMING_TRENDING,
        actions: <AccountMenu isLoggedIn={login.isLoggedIn} widgetUrl={login.widgetUrl} />,
        megaMenuPromo: (item) => <MegaMenuPromo item={item} freeShipping={announcements[0]!} />,
        mobileMenuFooter: <MobileMenuPromo freeShipping={announcements[0]!} />,
      }}
      footer={<GroomingFooter sections={menus.footer} brand={store.brand} tagline={store.tagline} />}
      overlays={<LazyCartDrawer />}
    >
      {children}
    </PageLayout>
  );
}

/**
 * Errors of routes without their own boundary, and of the root loader: inside the store's chrome
 * (with fallbacks when the root data is missing). A 503 (backend down or too slow) says so and offers
 * to try again; React Router answers with the thrown status and entry.server adds Retry-After.
 */
export function ErrorBoundary() {
  const data = useRouteLoaderData<RootLoader>('root');
  return (
    <StoreShell data={data ?? FALLBACK_ROOT}>
      <RouteErrorMessage />
    </StoreShell>
  );
}

function RouteErrorMessage() {
  const error = useRouteError();
  const location = useLocation();
  if (isServiceUnavailable(error)) {
    return (
      <div className="route-error" role="alert" data-testid="service-unavailable">
        <h1>We can’t reach the store right now</h1>
        <p>Please try again in a minute. Your cart is safe.</p>
        <a className="button button--primary" href={`${location.pathname}${location.search}`}>
          Try again
        </a>
      </div>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.data : 'An error occurred. Please try again later.';
  return (
    <div className="route-error" role="alert">
      <h1>{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p>{typeof message === 'string' ? message : 'An error occurred. Please try again later.'}</p>
      <a href="/">Back to home</a>
    </div>
  );
}
