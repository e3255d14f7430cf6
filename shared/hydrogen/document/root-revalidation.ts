import type {ShouldRevalidateFunctionArgs} from 'react-router';

/**
 * Both roots' `shouldRevalidate`: the root data (menus, shop) rarely changes, so only a mutation or a
 * reload of the same URL revalidates it. A refused or failed mutation (e.g. a cart action during an
 * outage) changed nothing: the page stays. `quietActions` change nothing the root returns (e.g. the
 * newsletter sign-up); `urlChangeRevalidates` names a URL change that does (e.g. gum's language).
 */
export function rootShouldRevalidate(
  {
    formMethod,
    formAction,
    currentUrl,
    nextUrl,
    actionStatus,
  }: ShouldRevalidateFunctionArgs,
  {
    quietActions = [],
    urlChangeRevalidates,
  }: {
    quietActions?: string[];
    urlChangeRevalidates?: (current: URL, next: URL) => boolean;
  } = {},
): boolean {
  if (actionStatus && actionStatus >= 400) return false;
  if (formAction && quietActions.includes(formAction)) return false;
  if (formMethod && formMethod !== 'GET') return true;
  if (urlChangeRevalidates?.(currentUrl, nextUrl)) return true;
  return currentUrl.toString() === nextUrl.toString();
}
