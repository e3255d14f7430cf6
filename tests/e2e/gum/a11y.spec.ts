import {a11ySpecs} from '../a11y-checks';
import {gotoHydrated} from './helpers';

const pages = ['/', '/collections', '/search?q=gum', '/faq', '/pages/contact', '/cart', '/policies/privacy-policy', '/no-such-page'];

a11ySpecs(pages, (page, path) => gotoHydrated(page, path));
a11ySpecs(pages.map((path) => `/hi${path === '/' ? '' : path}`), (page, path) => gotoHydrated(page, path), '/hi');
