/**
 * The first page of this visit, for the checkout provider's `landing_page` (docs/requirements.md, grooming:
 * calls). Its own module: every page remembers it before the drawer's code loads, and the checkout
 * helpers stay out of the first page's JavaScript (decision 92).
 */
const LANDING_KEY = 'cart-drawer:landing-page';

export function rememberLandingPage(): void {
  try {
    if (!sessionStorage.getItem(LANDING_KEY))
      sessionStorage.setItem(LANDING_KEY, location.href);
  } catch {
    /* storage unavailable */
  }
}

/** The remembered first page, or this one when there is none (or no storage). */
export function landingPage(): string {
  try {
    return sessionStorage.getItem(LANDING_KEY) ?? location.href;
  } catch {
    return location.href;
  }
}
