/**
 * When the navigation progress bar should appear (docs/requirements.md, gum: routes and screens): on a click on an internal link to a
 * different path, on unload, and on back navigation. It hides when the path changes.
 */

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorLike {
  href: string;
  target?: string | null;
  hasDownload?: boolean;
}

/** True when clicking `anchor` navigates this tab to another path of the same origin. */
export function isInternalPathChange(
  anchor: AnchorLike,
  current: {origin: string; pathname: string},
  click: ClickLike,
) {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
    return false;
  if (anchor.hasDownload) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  let url: URL;
  try {
    url = new URL(anchor.href, current.origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin !== current.origin) return false;
  return url.pathname !== current.pathname;
}
