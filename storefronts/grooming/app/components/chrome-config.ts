import type {SocialLink} from './footer/Footer';

/** Grooming's choices for the shared chrome (docs/requirements.md, grooming: routes and screens). */
export const GROOMING_MENU_HANDLES = {
  mainHandle: 'main-menu',
  mobileHandle: 'mobile-menu',
  footerHandle: 'footer',
} as const;

export const GROOMING_TRENDING = {
  desktop: [
    'trimmer for men',
    'razors for men',
    'perfume for men',
    'personalisation',
    'gifting',
  ],
  mobile: [
    'trimmer for men',
    'razors for men',
    'perfume for men',
    'personalisation',
  ],
} as const;

/** Product pages with the dark footer (the trimmer range). */
export const DARK_FOOTER_PRODUCT_HANDLES = [
  'full-body-trimmer-copy',
  'full-body-trimmer-for-men',
  'full-body-trimmer-spl-edition',
  'headshaver-pro-copy',
  'landscaper-pubic-hair-trimmer-for-men',
  'landscaper-2-0-groin-trimmer-copy',
] as const;

export const GROOMING_SOCIAL: SocialLink[] = [
  {name: 'Instagram', href: 'https://www.instagram.com/bladeandbalm.in'},
  {name: 'Facebook', href: 'https://www.facebook.com/bladeandbalm.in'},
  {name: 'YouTube', href: 'https://www.youtube.com/@bladeandbalm'},
  {name: 'LinkedIn', href: 'https://www.linkedin.com/company/bladeandbalm'},
];
