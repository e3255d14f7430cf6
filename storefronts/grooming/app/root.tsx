import {isRouteErrorResponse, useLocation, useRouteError} from 'react-router';
import type {Route} from './+types/root';
import {seo} from '~/lib/seo';
import {isServiceUnavailable} from '@shared/hydrogen/context/unavailable';
import {deferredCart} from '@shared/cart/deferred';
import {
  SIGNED_OUT_ROOT,
  storeRoot,
  rootAnalytics,
  RootDocument,
} from '@shared/hydrogen/document/root';
import {PageLayout} from '@shared/chrome/PageLayout';
import {loadChromeMenus} from '@shared/chrome/menus.server';
import {NEWSLETTER_ACTION_PATH} from '@shared/newsletter/constants';
import {AccountMenu} from '@shared/login';
import {getLoginState} from '@shared/login/session.server';
import {store} from '~/store';
import {GroomingLogo} from '~/components/GroomingLogo';
import {GroomingFooter} from '~/components/footer/GroomingFooter';
import {AnnouncementMarquee} from '~/components/chrome/AnnouncementMarquee';
import {freeShippingAnnouncement} from '~/components/chrome/announcement';
import {GroomingHeader} from '~/components/chrome/GroomingHeader';
import {MegaMenuPromo} from '~/components/chrome/MegaMenuPromo';
import {MobileMenuPromo} from '~/components/chrome/MobileMenuPromo';
import type {StoreEvent} from '@shared/analytics/events';
import {LazyCartDrawer} from '~/cart/LazyCartDrawer';
import {checkoutProviderSettings} from '~/cart/checkout/settings.server';
import {
  GROOMING_MENU_HANDLES,
  GROOMING_TRENDING,
} from '~/components/chrome-config';

export type RootLoader = typeof loader;

export async function loader({context, request}: Route.LoaderArgs) {
  const {storefront, env, cart} = context;
  return {
    menus: await loadChromeMenus(storefront, {
      handles: GROOMING_MENU_HANDLES,
      origins: [env.PUBLIC_STORE_DOMAIN, new URL(request.url).origin],
    }),
    cart: deferredCart(cart),
    login: getLoginState(context),
    checkoutProvider: checkoutProviderSettings(env),
    ...rootAnalytics(storefront, env),
  };
}

export function Layout({children}: {children?: React.ReactNode}) {
  return <RootDocument lang="en">{children}</RootDocument>;
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

type RootData = Awaited<ReturnType<typeof loader>>;
type ShellData = Pick<RootData, 'menus' | 'cart' | 'login'> & Partial<RootData>;

/**
 * The store's chrome and providers around a page — also around the error pages, so an outage page
 * (503) keeps the store's header and footer. Analytics only with the root data.
 */
const root = storeRoot<ShellData>({
  store,
  events: DATA_LAYER_EVENTS,
  worker: '/service-worker.js',
  revalidation: {quietActions: [NEWSLETTER_ACTION_PATH]},
  chrome: GroomingChrome,
  fallback: SIGNED_OUT_ROOT,
  errorMessage: RouteErrorMessage,
});

export const shouldRevalidate = root.shouldRevalidate;
export const links = root.links;
export default root.App;

const announcements = [freeShippingAnnouncement(store.shipping.freeFromPaise)];

function GroomingChrome({
  data: {menus, cart, login},
  children,
}: {
  data: ShellData;
  children: React.ReactNode;
}) {
  return (
    <PageLayout
      skipLinkLabel="Skip to content"
      banner={<AnnouncementMarquee messages={announcements} />}
      header={
        <GroomingHeader
          logo={<GroomingLogo brand={store.brand} />}
          brand={store.brand}
          mainMenu={menus.main}
          mobileMenu={menus.mobile}
          cart={cart as Parameters<typeof GroomingHeader>[0]['cart']}
          trending={GROOMING_TRENDING}
          account={
            <AccountMenu
              isLoggedIn={login.isLoggedIn}
              widgetUrl={login.widgetUrl}
              iconOnly
            />
          }
          megaMenuPromo={(item) => (
            <MegaMenuPromo item={item} freeShipping={announcements[0]!} />
          )}
          mobileMenuFooter={
            <MobileMenuPromo freeShipping={announcements[0]!} />
          }
        />
      }
      footer={
        <GroomingFooter
          sections={menus.footer}
          brand={store.brand}
          tagline={store.tagline}
        />
      }
      overlays={<LazyCartDrawer />}
    >
      {children}
    </PageLayout>
  );
}

/**
 * A page that failed still has a title: the route's own meta is not used when the error reaches this
 * boundary (a missing product: 404). Pages that succeed keep their route's meta (decision 111).
 */
export const meta: Route.MetaFunction = ({error}) =>
  error
    ? [
        {
          title: seo.title(
            isRouteErrorResponse(error) && error.status === 404
              ? 'Page not found'
              : 'Something went wrong',
          ),
        },
        {name: 'robots', content: 'noindex'},
      ]
    : [];

/** Errors inside the store's chrome (`RootErrorFrame`); a 503 (backend down or too slow) offers to try again. */
export const ErrorBoundary = root.ErrorBoundary;

function RouteErrorMessage() {
  const error = useRouteError();
  const location = useLocation();
  if (isServiceUnavailable(error)) {
    return (
      <div
        className="route-error"
        role="alert"
        data-testid="service-unavailable"
      >
        <h1>We can’t reach the store right now</h1>
        <p>Please try again in a minute. Your cart is safe.</p>
        <a
          className="button button--primary"
          href={`${location.pathname}${location.search}`}
        >
          Try again
        </a>
      </div>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? error.data
    : 'An error occurred. Please try again later.';
  return (
    <div className="route-error" role="alert">
      <h1>{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {typeof message === 'string'
          ? message
          : 'An error occurred. Please try again later.'}
      </p>
      <a href="/">Back to home</a>
    </div>
  );
}
