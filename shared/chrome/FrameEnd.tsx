import {useMatches, type UIMatch} from 'react-router';
import {FRAME_END_ID} from './constants';

/**
 * A route whose page is long below its first screen (product and home pages) ends the first frame itself: it
 * exports this as its `handle` and renders <FrameEnd /> after that screen, so a slow phone draws it without
 * first parsing the sections and footer beneath (decision 156). Content parsed after the first frame
 * is appended below it and moves nothing drawn above.
 */
export const FRAME_END_IN_PAGE = {frameEnd: 'in-page'} as const;

/** The element the document's first frame waits for (RootDocument's `<link rel="expect">`). */
export function FrameEnd() {
  return <span id={FRAME_END_ID} hidden />;
}

/**
 * Whether the page places <FrameEnd /> itself: its route says so and rendered (a route whose loader failed
 * shows its error boundary, which has none, so the frame ends after the footer).
 */
export function usePageEndsFrame(): boolean {
  const leaf = useMatches().at(-1) as UIMatch<unknown, unknown> | undefined;
  return (
    (leaf?.handle as {frameEnd?: string} | undefined)?.frameEnd ===
      FRAME_END_IN_PAGE.frameEnd && leaf?.data !== undefined
  );
}
