import {expect, type Page} from '@playwright/test';

/**
 * Shared pieces of the gum (QuitPop) e2e specs. Every spec runs as gum-mobile (390px) and
 * gum-desktop (1440px), and loops over both languages with the copy a shopper sees in each.
 */

export type Language = 'en' | 'hi';
export const LANGUAGES: Language[] = ['en', 'hi'];
export const DEVANAGARI = /[\u0900-\u097F]/;

/** What the shopper reads, per language (the customer's English strings, docs/requirements.md; our Hindi translations). */
export const COPY = {
  en: {
    moneyBack: '100% money back guarantee on prepaid orders',
    promo: /shop for ₹?999 and use code FREEPERFUME for a free perfume/i,
    headerGroups: ['Shop', 'Learn', 'Science', 'Menu'],
    journeys: ['NRT', 'Quit Chewing', 'Quit Smoking', 'Healthy Living', 'Nicotine Gums'],
    footerColumns: ['More', 'Science', 'Contact Us'],
    emailPlaceholder: 'Enter your email',
    emailRequired: 'Email is required',
    subscribed: 'Thanks for subscribing',
    subscribeFailed: 'Failed to subscribe. Please try again.',
    disclaimer: 'Not for use by people under 18',
    contactHours: '10:00–18:00',
    contactReply: '24–48 business hours',
    noProducts: 'No products found',
    emptyCart: 'Your cart is currently empty.',
    generic: 'An error occurred. Please try again later.',
    notFound: 'Page not found',
    addToCart: 'Add to cart',
    checking: 'Checking...',
    outOfStock: 'Out of stock',
    reviews: /\d+ reviews/,
    results: (count: number) => `${count} results`,
    faqTitle: 'Frequently asked questions',
    sortPriceHigh: 'Price: high to low',
    packSize: 'Pack Size',
    flavour: 'Flavour',
    paan: 'Paan',
    pack6: 'Pack of 6 (60 pieces)',
    loadMore: 'Load more',
    pack1: 'Pack of 1 (10 pieces)',
    checkout: 'Checkout',
    ageConfirm: 'Are you above 18+?',
    agePrompt: 'Please tick before proceeding',
    prepaid: '5% off on prepaid orders.',
    coinsLogin: (n: number) => `Log in to earn ${n} POPCoins on this order.`,
    coinsEarn: (n: number) => `You will earn ${n} POPCoins on this order.`,
    increase: (title: string) => `Increase quantity of ${title}`,
    decrease: (title: string) => `Decrease quantity of ${title}`,
    login: 'Login',
    account: 'Account',
    orderHistory: 'Order History',
    logout: 'Logout',
  },
  hi: {
    moneyBack: 'प्रीपेड ऑर्डर पर 100% पैसे वापसी की गारंटी',
    promo: /₹999 की खरीदारी करें और मुफ़्त परफ़्यूम के लिए कोड FREEPERFUME लगाएँ/,
    headerGroups: ['शॉप', 'जानें', 'विज्ञान', 'मेन्यू'],
    journeys: ['NRT', 'तंबाकू चबाना छोड़ें', 'धूम्रपान छोड़ें', 'स्वस्थ जीवन', 'निकोटीन गम'],
    footerColumns: ['और जानें', 'विज्ञान', 'संपर्क करें'],
    emailPlaceholder: 'अपना ई-मेल दर्ज करें',
    emailRequired: 'ई-मेल पता ज़रूरी है',
    subscribed: 'सब्सक्राइब करने के लिए धन्यवाद',
    subscribeFailed: 'सब्सक्राइब नहीं हो सका। कृपया फिर से कोशिश करें।',
    disclaimer: '18 वर्ष से कम उम्र के लोगों',
    // Hindi reads the clock the spoken way (morning 10 to evening 6), not 'शाम 18:00 बजे'.
    contactHours: 'सुबह 10 बजे से शाम 6 बजे तक',
    contactReply: '24–48 कार्य-घंटों',
    noProducts: 'कोई उत्पाद नहीं मिला',
    emptyCart: 'आपका कार्ट अभी खाली है।',
    generic: 'कोई त्रुटि हुई। कृपया बाद में फिर से कोशिश करें।',
    notFound: 'पेज नहीं मिला',
    addToCart: 'कार्ट में डालें',
    checking: 'जाँच हो रही है...',
    outOfStock: 'स्टॉक में नहीं',
    reviews: /\d+ समीक्षाएँ/,
    results: (count: number) => `${count} परिणाम`,
    faqTitle: 'अक्सर पूछे जाने वाले सवाल',
    sortPriceHigh: 'कीमत: ज़्यादा से कम',
    packSize: 'पैक साइज़',
    flavour: 'स्वाद',
    paan: 'पान',
    pack6: '6 पैक (60 पीस)',
    loadMore: 'और दिखाएँ',
    pack1: '1 पैक (10 पीस)',
    checkout: 'चेकआउट',
    ageConfirm: 'क्या आपकी उम्र 18+ है?',
    agePrompt: 'आगे बढ़ने से पहले कृपया टिक करें',
    prepaid: 'प्रीपेड ऑर्डर पर 5% की छूट।',
    coinsLogin: (n: number) => `इस ऑर्डर पर ${n} POPCoins पाने के लिए लॉग इन करें।`,
    coinsEarn: (n: number) => `इस ऑर्डर पर आपको ${n} POPCoins मिलेंगे।`,
    increase: (title: string) => `${title} की मात्रा बढ़ाएँ`,
    decrease: (title: string) => `${title} की मात्रा घटाएँ`,
    login: 'लॉग इन',
    account: 'खाता',
    orderHistory: 'ऑर्डर इतिहास',
    logout: 'लॉग आउट',
  },
} as const;

export function isDesktop(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 960;
}

/** Sets the `preferred-language` cookie, as a returning shopper who chose this language has it. */
export async function useLanguage(page: Page, baseURL: string | undefined, language: Language) {
  await page.context().addCookies([{name: 'preferred-language', value: language, url: baseURL ?? 'http://127.0.0.1:3001'}]);
}

/** Goes to a page and waits until React runs in the browser (the header marks itself). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('header.site-header[data-hydrated="true"]').waitFor();
  return response;
}

export function headerSwitch(page: Page, language: Language) {
  return page.locator('.site-header__bar').getByTestId(`lang-${language}`);
}

/** Opens the collection filter panel on phones (it is always open on desktops). */
export async function openFilters(page: Page) {
  const toggle = page.locator('.filters__toggle');
  if (await toggle.isVisible()) await toggle.click();
}

/**
 * Latin-script words a Hindi shopper would see as UI text (visible text, labels, placeholders,
 * alt text), ignoring brand names, codes, units and what the shopper typed.
 */
export async function englishWords(page: Page, allowed: RegExp[] = []): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!parent || parent.closest('script,style,noscript,[hidden]')) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      parts.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label],[placeholder],img[alt]')) {
      parts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('placeholder') ?? '', el.getAttribute('alt') ?? '');
    }
    return parts.join(' ');
  });
  const always = [/^QuitPop$/i, /^(WHO|NRT|GMP|ISO|FSSAI|FREEPERFUME|SKU|mcg|mg|English)$/, /^[A-Z0-9-]+$/];
  // E-mail addresses are contact details, not copy.
  const words = text.replace(/\S+@\S+/g, ' ').match(/[A-Za-z][A-Za-z'’]{2,}/g) ?? [];
  return [...new Set(words)].filter((word) => ![...always, ...allowed].some((pattern) => pattern.test(word)));
}

export async function expectNoEnglish(page: Page, allowed: RegExp[] = []) {
  expect(await englishWords(page, allowed), page.url()).toEqual([]);
}
