/** Header and menu behaviour (docs/requirements.md, grooming: constants); the gum store reuses the same chrome. */
export const HEADER_SCROLL = {
  /** Scrolling down past this offset hides the header. */
  hideAfterPx: 100,
  /** Within this distance of the top the header always shows. */
  nearTopPx: 10,
  /** Scroll changes smaller than this are ignored (touch jitter). */
  minDeltaPx: 5,
  /** Scroll handling runs at most once per this many ms. */
  throttleMs: 10,
} as const;

/** Desktop mega-menu and search modal from this width; mobile menu and search panel below it. */
export const DESKTOP_MIN_WIDTH_PX = 1024;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

/** Mobile slide-in menu open/close (and sub-menu) animation. */
export const MOBILE_MENU_ANIMATION_MS = 200;

/** The main element's id (the skip link's target). */
export const MAIN_ID = 'main';

/**
 * An empty element after the footer, or after a long page's first screen (./FrameEnd.tsx): the document
 * holds its first frame until it is parsed, so the frame is whole in it (RootDocument's `<link rel="expect">`,
 * decisions 155 and 156): a slow phone's parser yields mid-document, and a frame drawn then grew a
 * half-parsed button, form or footer column and moved what followed.
 */
export const FRAME_END_ID = 'frame-end';
