import {Analytics, getShopAnalytics, useNonce} from '@shopify/hydrogen';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type {Route} from './+types/root';
import {StoreProvider} from '@shared/config/store';
import {store} from '~/store';
import appStyles from '~/styles/app.css?url';

export type RootLoader = typeof loader;

/** Root data (menus, shop) rarely changes: only revalidate after mutations or explicit reloads. */
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, currentUrl, nextUrl}) => {
  if (formMethod && formMethod !== 'GET') return true;
  return currentUrl.toString() === nextUrl.toString();
};

export function links() {
  return [
    {rel: 'stylesheet', href: appStyles},
    {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
  ];
}

export async function loader({context}: Route.LoaderArgs) {
  const {storefront, env, cart} = context;
  return {
    cart: cart.get(),
    shop: getShopAnalytics({storefront, publicStorefrontId: env.PUBLIC_STOREFRONT_ID}),
    consent: {
      checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN,
      storefrontAccessToken: env.PUBLIC_STOREFRONT_API_TOKEN,
      withPrivacyBanner: false,
      country: storefront.i18n.country,
      language: storefront.i18n.language,
    },
  };
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

export default function App() {
  const data = useRouteLoaderData<RootLoader>('root');
  if (!data) return <Outlet />;
  return (
    <StoreProvider store={store}>
      <Analytics.Provider cart={data.cart} shop={data.shop} consent={data.consent}>
        <main id="main">
          <Outlet />
        </main>
      </Analytics.Provider>
    </StoreProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.data : 'An error occurred. Please try again later.';
  return (
    <div className="route-error">
      <h1>{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p>{typeof message === 'string' ? message : 'An error occurred. Please try again later.'}</p>
      <a href="/">Back to home</a>
    </div>
  );
}
