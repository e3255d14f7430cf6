import {useLocation, useParams} from 'react-router';
import {Footer} from './Footer';
import {isDarkFooterRoute} from './dark-theme';
import type {NavItem} from '@shared/chrome/menu';
import {NewsletterForm} from '@shared/newsletter/NewsletterForm';
import {DARK_FOOTER_PRODUCT_HANDLES, GROOMING_SOCIAL} from '../chrome-config';

export function GroomingFooter({
  sections,
  brand,
  tagline,
}: {
  sections: NavItem[];
  brand: string;
  tagline: string;
}) {
  const params = useParams();
  const {pathname} = useLocation();
  const dark = isDarkFooterRoute(pathname, params, DARK_FOOTER_PRODUCT_HANDLES);
  return (
    <Footer
      sections={sections}
      brand={brand}
      tagline={tagline}
      dark={dark}
      social={GROOMING_SOCIAL}
      newsletter={
        <NewsletterForm
          title="Join the Blade & Balm club"
          description="Grooming tips, early access to launches and members-only offers."
        />
      }
      bottomNote={
        <p className="site-footer__note">
          Prices include GST · Secure payments · Made in India
        </p>
      }
    />
  );
}
