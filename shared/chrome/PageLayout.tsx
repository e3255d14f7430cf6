import type {ReactNode} from 'react';
import {AnnouncementMarquee} from './AnnouncementMarquee';
import {Header, type HeaderProps} from './Header';

/**
 * The page frame both stores use: skip link, announcement marquee, sticky header, main content,
 * footer, and slots for overlays (cart drawer) that live outside the header.
 */
export function PageLayout({
  announcements,
  header,
  footer,
  overlays,
  children,
}: {
  announcements: readonly string[];
  header: HeaderProps;
  footer?: ReactNode;
  overlays?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AnnouncementMarquee messages={announcements} />
      <Header {...header} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      {footer}
      {overlays}
    </>
  );
}
