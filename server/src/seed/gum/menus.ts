/** QuitPop menus with Hindi titles (translations resource 'menu_item', field 'title'). */
import type {MenuItemSeed, MenuSeed} from '../../data/seed-writer.ts';
import {GUM_CONTACT} from './pages.ts';

export type GumMenuItem = MenuItemSeed & {hi: string; items?: GumMenuItem[]};
export type GumMenu = MenuSeed & {items: GumMenuItem[]};

const c = (
  title: string,
  hi: string,
  handle: string,
  items?: GumMenuItem[],
): GumMenuItem => ({
  title,
  hi,
  url: `/collections/${handle}`,
  type: 'COLLECTION',
  items,
});
const p = (
  title: string,
  hi: string,
  handle: string,
  items?: GumMenuItem[],
): GumMenuItem => ({title, hi, url: `/pages/${handle}`, type: 'PAGE', items});
const pol = (title: string, hi: string, handle: string): GumMenuItem => ({
  title,
  hi,
  url: `/policies/${handle}`,
  type: 'SHOP_POLICY',
});
const http = (title: string, hi: string, url: string): GumMenuItem => ({
  title,
  hi,
  url,
  type: 'HTTP',
});

export const GUM_MENUS: GumMenu[] = [
  {
    handle: 'main-menu',
    title: 'Main menu',
    items: [
      c('Shop', 'शॉप', 'all', [
        c('Nicotine Gums', 'निकोटीन गम', 'nicotine-gums'),
        c('NRT', 'NRT', 'nrt'),
        c('Quit Smoking', 'धूम्रपान छोड़ें', 'quit-smoking'),
        c('Quit Chewing', 'तंबाकू चबाना छोड़ें', 'quit-chewing'),
        c('Healthy Living', 'स्वस्थ जीवन', 'healthy-living'),
        c('Shop All', 'सभी उत्पाद', 'all'),
      ]),
      p('Learn', 'जानें', 'how-to-use', [
        p('How to Use', 'इस्तेमाल का तरीका', 'how-to-use'),
        p('Who We Are', 'हम कौन हैं', 'who-we-are'),
        p('Our Standards', 'हमारे मानक', 'our-standards'),
      ]),
      p('Science', 'विज्ञान', 'ingredients', [
        p('Ingredients', 'सामग्री', 'ingredients'),
        p('Skin Ingredients', 'त्वचा की सामग्री', 'skin-ingredients'),
        p('Hair Ingredients', 'बालों की सामग्री', 'hair-ingredients'),
        p('Sleep Ingredients', 'नींद की सामग्री', 'sleep-ingredients'),
        p('Certificate', 'प्रमाणपत्र', 'certificate'),
      ]),
      {
        title: 'Menu',
        hi: 'मेन्यू',
        url: '/',
        type: 'FRONTPAGE',
        items: [
          {title: 'Home', hi: 'होम', url: '/', type: 'FRONTPAGE'},
          c('NRT', 'NRT', 'nrt'),
          c('Quit Chewing', 'तंबाकू चबाना छोड़ें', 'quit-chewing'),
          c('Quit Smoking', 'धूम्रपान छोड़ें', 'quit-smoking'),
          c('Healthy Living', 'स्वस्थ जीवन', 'healthy-living'),
          c('Nicotine Gums', 'निकोटीन गम', 'nicotine-gums'),
          p('Contact', 'संपर्क करें', 'contact'),
        ],
      },
    ],
  },
  {
    handle: 'footer',
    title: 'Footer menu',
    items: [
      p('More', 'और जानें', 'who-we-are', [
        p('Who We Are', 'हम कौन हैं', 'who-we-are'),
        p('How to Use', 'इस्तेमाल का तरीका', 'how-to-use'),
        pol('Shipping Policy', 'शिपिंग नीति', 'shipping-policy'),
        pol('Refund Policy', 'रिफ़ंड नीति', 'refund-policy'),
        pol('Privacy Policy', 'गोपनीयता नीति', 'privacy-policy'),
        pol('Terms of Service', 'सेवा की शर्तें', 'terms-of-service'),
      ]),
      p('Science', 'विज्ञान', 'ingredients', [
        p('Ingredients', 'सामग्री', 'ingredients'),
        p('Our Standards', 'हमारे मानक', 'our-standards'),
        p('Certificate', 'प्रमाणपत्र', 'certificate'),
        p('Skin Ingredients', 'त्वचा की सामग्री', 'skin-ingredients'),
        p('Hair Ingredients', 'बालों की सामग्री', 'hair-ingredients'),
        p('Sleep Ingredients', 'नींद की सामग्री', 'sleep-ingredients'),
      ]),
      p('Contact Us', 'संपर्क करें', 'contact', [
        p('Contact', 'संपर्क करें', 'contact'),
        http(
          GUM_CONTACT.phone,
          GUM_CONTACT.phone,
          `tel:${GUM_CONTACT.phone.replace(/\s/g, '')}`,
        ),
        http(
          GUM_CONTACT.email,
          GUM_CONTACT.email,
          `mailto:${GUM_CONTACT.email}`,
        ),
      ]),
    ],
  },
];
