import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useMemo,
  type ReactNode,
} from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
  type To,
} from 'react-router';
import type {LanguageOptions} from './languages';
import {localizePath} from './url';

interface LocalePath {
  language: string;
  options: LanguageOptions;
}

const LocalePathContext = createContext<LocalePath | null>(null);

/** Gives links below it the page's language, so they keep its URL prefix (`/hi/…`). */
export function LocalePathProvider({
  language,
  options,
  children,
}: LocalePath & {children: ReactNode}) {
  const value = useMemo(() => ({language, options}), [language, options]);
  return (
    <LocalePathContext.Provider value={value}>
      {children}
    </LocalePathContext.Provider>
  );
}

/**
 * `(path, language?) => path` in the current page's language (or another one): `/faq` → `/hi/faq`
 * on a Hindi page. Without a provider (e.g. a store with one language) paths are unchanged.
 */
export function useLocalizePath() {
  const context = useContext(LocalePathContext);
  return useCallback(
    (path: string, language?: string) =>
      context
        ? localizePath(path, language ?? context.language, context.options)
        : path,
    [context],
  );
}

/** The page's language from the nearest provider (null in a store without one). */
export function usePageLanguage(): string | null {
  return useContext(LocalePathContext)?.language ?? null;
}

function useLocalizedTo(to: To): To {
  const localize = useLocalizePath();
  if (typeof to === 'string') return localize(to);
  return to.pathname ? {...to, pathname: localize(to.pathname)} : to;
}

/** React Router's `Link`, keeping the page's language prefix on absolute paths. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {to, ...props},
  ref,
) {
  return <RouterLink ref={ref} to={useLocalizedTo(to)} {...props} />;
});

/** React Router's `NavLink`, keeping the page's language prefix on absolute paths. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(
  function NavLink({to, ...props}, ref) {
    return <RouterNavLink ref={ref} to={useLocalizedTo(to)} {...props} />;
  },
);
