import type {ReactNode} from 'react';
import {ClientNavigation} from './ClientNavigation';
import {MAIN_ID} from './constants';
import {FrameEnd, usePageEndsFrame} from './FrameEnd';

/**
 * The page frame both stores use: skip link, the store's bars above the header (announcements,
 * promos), the sticky header, main content, footer, and overlays (the cart drawer) outside the header;
 * `ClientNavigation` follows and prefetches the menu links (NavItemLink) in all of them.
 */
export function PageLayout({
  skipLinkLabel,
  banner,
  header,
  footer,
  overlays,
  children,
}: {
  /** "Skip to content", in the store's language. */
  skipLinkLabel: string;
  banner?: ReactNode;
  /** The store's header: shared/chrome/Header filled with its slots. */
  header: ReactNode;
  footer?: ReactNode;
  overlays?: ReactNode;
  children: ReactNode;
}) {
  const pageEndsFrame = usePageEndsFrame();
  return (
    <>
      <a href={`#${MAIN_ID}`} className="skip-link">
        {skipLinkLabel}
      </a>
      {banner}
      {header}
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      {footer}
      {!pageEndsFrame && <FrameEnd />}
      {overlays}
      <ClientNavigation />
    </>
  );
}
