import faceScript from '~/styles/fonts/noto-sans-devanagari-400-core.js?url';
import type {Language} from './index';

/**
 * Hindi text is set in the device's own Devanagari face, as English text is in its own fonts (decisions 88
 * and 154): every phone, Windows, macOS and ChromeOS has one, so a phone fetches no font and nothing swaps.
 * A Linux desktop may have none and would draw empty boxes: there the page is set in the store's Devanagari
 * core face (fonts.css, decisions 94 and 98; the `store-face` class), first drawn in it (decision 152): the
 * document loads a parser-blocking script that adds the face from its own bytes
 * (scripts/gum-face-script.mjs); the next pages have it cached. Without JavaScript, fonts.css's @font-face
 * for the same file applies.
 */
const FAMILY = 'Noto Sans Devanagari';

/** The body's class on a device that gets the store's face (the root loader's `storeFace`, decision 154). */
export const STORE_FACE_CLASS = 'store-face';

/** The script a document renders in its head, parser-blocking: for Hindi on a device without the face only. */
export function firstFrameFaceScripts(
  language: Language,
  storeFace: boolean,
): string[] {
  return language === 'hi' && storeFace ? [faceScript] : [];
}

/**
 * A slow link gets the Hindi page after this long rather than no page: its text then waits for the
 * stylesheet's late face (this device may have no Devanagari of its own, decision 154).
 */
const FACE_WAIT_MS = 3000;

/**
 * For a client navigation into Hindi (the language switch, a Hindi link): resolves once the face is in, so
 * the page is drawn in it as the first document is; at once when the face is already there, or when this
 * device sets Hindi in its own face (the first document's body says which, so the face can load beside the
 * navigation's data rather than after it).
 */
export function devanagariFaceReady(language: Language): Promise<void> {
  if (
    language !== 'hi' ||
    typeof document === 'undefined' ||
    !document.body.classList.contains(STORE_FACE_CLASS)
  )
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
