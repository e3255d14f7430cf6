import {useId, useState, type ReactNode} from 'react';
import type {NavItem} from '@shared/chrome/menu';
import {NavItemLink} from '@shared/chrome/NavLink';
import {currentYear} from '@shared/dates/format';

export interface SocialLink {
  name: 'Instagram' | 'Facebook' | 'YouTube' | 'X' | 'LinkedIn';
  href: string;
}

/**
 * Site footer: one column per footer-menu group (collapsible below 1024px), a newsletter slot,
 * social links and the copyright line. `dark` switches to the dark theme (used on some products).
 */
export function Footer({
  sections,
  brand,
  tagline,
  newsletter,
  social,
  dark = false,
  year = currentYear(),
  bottomNote,
}: {
  sections: NavItem[];
  brand: string;
  tagline?: string;
  newsletter?: ReactNode;
  social: readonly SocialLink[];
  dark?: boolean;
  year?: number;
  bottomNote?: ReactNode;
}) {
  return (
    <footer
      className={`site-footer${dark ? ' site-footer--dark' : ''}`}
      data-theme={dark ? 'dark' : 'light'}
      data-testid="site-footer"
    >
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{brand}</p>
          {tagline && <p className="site-footer__tagline">{tagline}</p>}
          {newsletter}
        </div>
        <div className="site-footer__sections">
          {sections.map((section) => (
            <FooterSection key={section.id} section={section} />
          ))}
        </div>
      </div>
      <div className="site-footer__bottom">
        <ul className="social-links" aria-label="Follow us">
          {social.map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${brand} on ${link.name}`}
                className="social-links__link"
              >
                <SocialIcon name={link.name} />
              </a>
            </li>
          ))}
        </ul>
        <p className="site-footer__copyright">
          © {year} {brand}. All rights reserved.
        </p>
        {bottomNote}
      </div>
    </footer>
  );
}

function FooterSection({section}: {section: NavItem}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section
      className={`footer-section${open ? ' is-open' : ''}`}
      aria-labelledby={`${id}-h`}
    >
      <h2 className="footer-section__title" id={`${id}-h`}>
        <button
          type="button"
          className="footer-section__toggle"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          onClick={() => setOpen(!open)}
        >
          <span>{section.title}</span>
        </button>
        <span className="footer-section__label">{section.title}</span>
      </h2>
      <ul className="footer-section__list" id={`${id}-list`}>
        {section.items.map((item) => (
          <li key={item.id}>
            <NavItemLink item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SocialIcon({name}: {name: SocialLink['name']}) {
  const paths: Record<SocialLink['name'], ReactNode> = {
    Instagram: (
      <>
        <rect
          x="3"
          y="3"
          width="18"
          height="18"
          rx="5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle
          cx="12"
          cy="12"
          r="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
      </>
    ),
    Facebook: (
      <path
        d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z"
        fill="currentColor"
      />
    ),
    YouTube: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
        <path d="M10 9l5 3-5 3z" fill="var(--footer-bg, #fff)" />
      </>
    ),
    X: (
      <path
        d="M4 4l16 16M20 4L4 20"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    ),
    LinkedIn: (
      <>
        <rect x="3" y="9" width="4" height="12" fill="currentColor" />
        <circle cx="5" cy="5" r="2" fill="currentColor" />
        <path
          d="M10 9h4v2c1-1.5 2.5-2 4-2 2 0 3 1.5 3 4v8h-4v-7c0-1-.5-2-2-2s-1 1-1 2v7h-4z"
          fill="currentColor"
        />
      </>
    ),
  };
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      {paths[name]}
    </svg>
  );
}
