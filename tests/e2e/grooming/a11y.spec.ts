import {a11ySpecs} from '../a11y-checks';
import {gotoHydrated} from './chrome-helpers';

a11ySpecs(['/', '/collections', '/search?q=razor', '/pages/about-us', '/blogs', '/policies/shipping-policy', '/no-such-page'], (page, path) =>
  gotoHydrated(page, path),
);
