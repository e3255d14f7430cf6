import faceScript from '~/styles/fonts/noto-sans-devanagari-400-core.js?url';
import type {Language} from './index';

/**
 * Hindi pages are set in the store's Devanagari core face (fonts.css, decisions 94 and 98) and are first drawn
 * in it (decision 152). A preloaded font races the first frame: when it lost (a slow link, a busy phone),
 * the page was laid out in the device's face, or in empty boxes on a device without one, and moved when the
 * font arrived. So a Hindi document loads a script that adds the face from its own bytes
 * (scripts/gum-face-script.mjs), and the first frame waits for it (`blocking="render"`); the next pages have
 * it cached. Without JavaScript, fonts.css's @font-face for the same file applies.
 */
const FAMILY = 'Noto Sans Devanagari';

/** The script a document in `language` renders in its head, render-blocking; none for English (decision 88). */
export function firstFrameFaceScripts(language: Language): string[] {
  return language === 'hi' ? [faceScript] : [];
}

/** A slow link gets the page in the device's face after this long, rather than no page. */
const FACE_WAIT_MS = 3000;

/**
 * For a client navigation into Hindi (the language switch, a Hindi link): resolves once the face is in, so
 * the page is drawn in it as the first document is; at once when the face is already there.
 */
export function devanagariFaceReady(language: Language): Promise<void> {
  if (language !== 'hi' || typeof document === 'undefined')
    return Promise.resolve();
  if (hasFace()) return Promise.resolve();
  // React inserts the document's `<script>` inert on the client, so the face's script is run from here.
  loading ??= new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FACE_WAIT_MS);
    const script = document.createElement('script');
    script.src = faceScript;
    script.onload = script.onerror = () => {
      clearTimeout(timer);
      resolve();
    };
    document.head.append(script);
  });
  return loading;
}

let loading: Promise<void> | undefined;

function hasFace(): boolean {
  return [...document.fonts].some(
    (face) =>
      face.family.replace(/["']/g, '') === FAMILY && face.status === 'loaded',
  );
}
