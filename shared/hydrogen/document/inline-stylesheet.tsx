import {createContext, useContext, type ReactNode} from 'react';

/**
 * The store's stylesheet, written into the document's head instead of linked (decision 146). On Slow 4G a
 * linked stylesheet shares the line with the page's module scripts and held the first frame 150–400 ms past
 * the HTML; inline, the first frame waits for nothing but the HTML. The CSS string lives in the server
 * bundle only (`?inline` in the store's entry.server.tsx); the browser reads it back from the document, so
 * the client renders the same element (no hydration mismatch, nothing unstyled if React re-renders the
 * document) without carrying the CSS in its JavaScript.
 */
const InlineStylesheetContext = createContext<string | null>(null);

const ATTRIBUTE = 'data-store-stylesheet';

export function InlineStylesheetProvider({
  css,
  children,
}: {
  css: string;
  children: ReactNode;
}) {
  return (
    <InlineStylesheetContext.Provider value={css}>
      {children}
    </InlineStylesheetContext.Provider>
  );
}

/** Read once, when the module first runs in the browser: the server's `<style>` is in the DOM by then. */
let cssInDocument: string | null = null;
function cssFromDocument(): string {
  if (cssInDocument === null && typeof document !== 'undefined') {
    cssInDocument =
      document.querySelector(`style[${ATTRIBUTE}]`)?.textContent ?? '';
  }
  return cssInDocument ?? '';
}

export function InlineStylesheet() {
  const css = useContext(InlineStylesheetContext) ?? cssFromDocument();
  return (
    <style
      {...{[ATTRIBUTE]: ''}}
      dangerouslySetInnerHTML={{__html: css}}
      suppressHydrationWarning
    />
  );
}
