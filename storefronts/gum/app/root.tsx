import {useCallback} from 'react';
import {useRouteLoaderData, useSubmit, useLocation} from 'react-router';
import {useTranslation} from 'react-i18next';
import type {Route} from './+types/root';
import {
  SIGNED_OUT_ROOT,
  storeRoot,
  rootAnalytics,
  RootDocument,
} from '@shared/hydrogen/document/root';
import {EngagementEvents} from '@shared/analytics/EngagementEvents';
import type {StoreEvent} from '@shared/analytics/events';
import {loadChromeMenus} from '@shared/chrome/menus.server';
import {PageLayout} from '@shared/chrome/PageLayout';
import {I18nProvider, useLanguagePersistence} from '~/i18n/i18next-react';
import {LocalePathProvider} from '@shared/i18n/links';
import {languageAlternates, languageFromPath} from '@shared/i18n/url';
import {NavigationProgress} from '~/components/chrome/NavigationProgress';
import {store} from '~/store';
import {i18nResources, loadStrings} from '~/i18n/strings';
import {
  i18nServer,
  languageOptions,
  localizePathFor,
  type Language,
} from '~/i18n';
import {
  devanagariFaceReady,
  firstFrameFaceScripts,
  STORE_FACE_CLASS,
} from '~/i18n/devanagari-face';
import {deviceMayLackDevanagari} from '~/i18n/device-face';
import {Header} from '~/components/chrome/Header';
import {Footer} from '~/components/footer/Footer';
import {lazyCartDrawer} from '@shared/cart/drawer/lazy-drawer';
import {RouteError} from '~/components/RouteError';
import {deferredCart} from '@shared/cart/deferred';
import {PromoBars} from '~/components/chrome/PromoBars';
import {GumAccountMenu} from '~/components/chrome/GumAccountMenu';
import {getLoginState} from '@shared/login/session.server';
import {loadCoinBalance} from '@shared/login/loyalty.server';

// The drawer's body loads after the first paint (decision 92).
const CartDrawer = lazyCartDrawer(() =>
  import('~/cart/CartDrawer').then((module) => module.CartDrawer),
);

export type RootLoader = typeof loader;

export async function loader({context, request}: Route.LoaderArgs) {
  const {storefront, env, cart} = context;
  const language: Language = i18nServer.language(request);
  const url = new URL(request.url);
  const menus = await loadChromeMenus(storefront, {
    handles: {
      mainHandle: 'main-menu',
      mobileHandle: 'main-menu',
      footerHandle: 'footer',
    },
    origins: [env.PUBLIC_STORE_DOMAIN, url.origin],
    // Menu links keep the page's language prefix (`/collections/x` → `/hi/collections/x`).
    localize: (path) => localizePathFor(path, language),
    variant: language,
  });
  return {
    language,
    /** Hindi in the store's Devanagari face, not the device's: a device that may have none (decision 154). */
    storeFace: deviceMayLackDevanagari(request),
    /** The store's origin, for the absolute hreflang URLs of whichever page is shown. */
    origin: url.origin,
    menus,
    cart: deferredCart(cart),
    login: getLoginState(context),
    // Streamed: the signed-in shopper's POPCoins (customer metafield loyalty.popcoins), or null.
    coins: store.cartPerks
      ? loadCoinBalance(context, store.cartPerks.loyaltyCoins.name)
      : Promise.resolve(null),
    ...rootAnalytics(storefront, env),
  };
}

/**
 * The browser holds only the languages it has shown (decision 89): a page in another one (the language
 * switch, a Hindi link) renders once its strings are in, fetched alongside the loaders' data; a Hindi page
 * once its face is in too (decision 152).
 */
export async function clientLoader({
  request,
  serverLoader,
}: Route.ClientLoaderArgs) {
  const language = languageFromPath(
    new URL(request.url).pathname,
    languageOptions,
  );
  const strings = loadStrings(language);
  const face = devanagariFaceReady(language);
  const data = await serverLoader();
  await Promise.all([strings, face]);
  return data;
}

export function Layout({children}: {children?: React.ReactNode}) {
  const data = useRouteLoaderData<RootLoader>('root');
  const language = data?.language ?? store.defaultLocale;
  const storeFace = data?.storeFace ?? false;
  const location = useLocation();
  // The page in each language, for `<link rel="alternate" hreflang>` on every page.
  const alternates = data
    ? languageAlternates(
        new URL(location.pathname, data.origin),
        languageOptions,
      )
    : [];
  return (
    <RootDocument
      lang={language}
      bodyClassName={`lang-${language}${storeFace ? ` ${STORE_FACE_CLASS}` : ''}`}
      head={
        <>
          <meta name="theme-color" content="#0f766e" />
          {alternates.map((alternate) => (
            <link
              key={alternate.hreflang}
              rel="alternate"
              hrefLang={alternate.hreflang}
              href={alternate.href}
            />
          ))}
          {firstFrameFaceScripts(language, storeFace).map((src) => (
            // Decision 152: parser-blocking, so no layout, and no first frame, comes before the face.
            <script key={src} src={src} />
          ))}
        </>
      }
    >
      <I18nProvider language={language} resources={i18nResources(language)}>
        <LocalePathProvider language={language} options={languageOptions}>
          {children}
        </LocalePathProvider>
      </I18nProvider>
    </RootDocument>
  );
}

/** A choice kept only in localStorage (no cookie yet) takes an English page to its Hindi URL, as the switch would. */
function LanguagePersistence({language}: {language: Language}) {
  const submit = useSubmit();
  const location = useLocation();
  const restore = useCallback(
    (stored: string) => {
      void submit(
        {
          language: stored,
          redirectTo: `${location.pathname}${location.search}`,
        },
        {method: 'post', action: '/language'},
      );
    },
    [submit, location.pathname, location.search],
  );
  useLanguagePersistence(language, languageOptions, restore);
  return null;
}

/** What the gum store's tag manager receives (docs/requirements.md, gum: behaviour, calls): page views, engagement, sign-ups, logins. */
const DATA_LAYER_EVENTS: readonly StoreEvent[] = [
  'page_view',
  'engagement',
  'newsletter_subscribed',
  'customer_logged_in',
];

type RootData = Awaited<ReturnType<typeof loader>>;
type ShellData =
  RootData | Pick<RootData, 'language' | 'menus' | 'cart' | 'login' | 'coins'>;

/**
 * The store's header, footer, drawer and providers around a page — also around the error pages (with
 * `RouteError`'s copy), so an outage page (503) keeps the store's own chrome and language.
 */
const root = storeRoot<ShellData>({
  store,
  events: DATA_LAYER_EVENTS,
  worker: '/sw.js',
  extras: <EngagementEvents />,
  // Also when the URL's language changes (e.g. back from `/hi/faq` to `/faq`).
  revalidation: {
    urlChangeRevalidates: (current, next) =>
      languageFromPath(current.pathname, languageOptions) !==
      languageFromPath(next.pathname, languageOptions),
  },
  chrome: GumChrome,
  // Signed out, in the store's default language.
  fallback: {
    ...SIGNED_OUT_ROOT,
    language: store.defaultLocale,
    coins: Promise.resolve(null),
  },
  errorMessage: RouteError,
});

export const shouldRevalidate = root.shouldRevalidate;
export const links = root.links;
export default root.App;
export const ErrorBoundary = root.ErrorBoundary;

function GumChrome({
  data,
  children,
}: {
  data: ShellData;
  children: React.ReactNode;
}) {
  const {t} = useTranslation();
  return (
    <>
      <NavigationProgress label={t('collection.loading')} />
      <LanguagePersistence language={data.language} />
      <PageLayout
        skipLinkLabel={t('skipToContent')}
        banner={<PromoBars />}
        header={
          <Header
            menu={data.menus.main}
            cart={data.cart}
            language={data.language}
            account={
              <GumAccountMenu
                isLoggedIn={data.login.isLoggedIn}
                widgetUrl={data.login.widgetUrl}
                coins={data.coins}
              />
            }
          />
        }
        footer={<Footer menu={data.menus.footer} />}
        overlays={<CartDrawer cart={data.cart} />}
      >
        {children}
      </PageLayout>
    </>
  );
}
