/**
 * Whether the footer goes dark for the current route: only on product pages whose handle is in
 * the store's list (grooming: the trimmer pages). `pathname` guards against other routes that
 * also have a `handle` param (collections, blogs).
 */
export function isDarkFooterRoute(
  pathname: string,
  params: Readonly<Record<string, string | undefined>>,
  darkProductHandles: readonly string[],
): boolean {
  const handle = params.handle;
  if (!handle) return false;
  const isProductPage = /(^|\/)products\/[^/]+\/?$/.test(pathname);
  return isProductPage && darkProductHandles.includes(handle);
}
