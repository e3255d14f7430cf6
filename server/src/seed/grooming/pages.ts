/** Grooming pages: one per slug docs/requirements.md lists (grooming: routes and screens). */
import type {PageSeed} from '../../data/seed-writer.ts';
import {BLOG_CATEGORIES, ORDER_TRACKING_URL} from './menus.ts';
import {shops} from '../../../../contracts/index.ts';
import {formatWholeRupees} from '../../../../shared/money/format.ts';
import {
  codSentence,
  deliveryTimeSentence,
  shippingSentence,
} from '../shipping-copy.ts';

// Shipping figures from the store's rule (decision 99), never spelled out here.
const FREE_FROM = formatWholeRupees(shops.grooming.shipping.freeFromPaise);
const SHIPPING_FEE = formatWholeRupees(shops.grooming.shipping.feePaise);

export const GROOMING_CONTACT = {
  phone: '+91 22 4000 5678',
  whatsapp: '+91 98200 12345',
  email: 'care@bladeandbalm.example',
  corporateEmail: 'corporate@bladeandbalm.example',
  careersEmail: 'careers@bladeandbalm.example',
  investorsEmail: 'investors@bladeandbalm.example',
  address:
    'Blade & Balm Grooming Pvt. Ltd., 4th Floor, Kamala Mills Compound, Lower Parel, Mumbai 400013, Maharashtra',
};

const C = GROOMING_CONTACT;

function section(title: string, ...paragraphs: string[]): string {
  return `<h2>${title}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`;
}
const list = (items: string[]) =>
  `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const a = (href: string, text: string) => `<a href="${href}">${text}</a>`;

export const GROOMING_PAGES: PageSeed[] = [
  {
    handle: 'razors-for-men',
    title: 'Razors for Men',
    seoTitle: 'Razors for Men – Buy Shaving Razors Online | Blade & Balm',
    seoDescription: `Multi-blade, sensitive and safety razors for Indian beards. Free shipping from ${FREE_FROM}.`,
    bodyHtml:
      '<p>A good shave starts with the right razor. Indian beards tend to be coarse and dense, and they grow in several directions across the neck, so we design every Blade &amp; Balm razor to cut cleanly in a single pass without dragging.</p>' +
      section(
        'Which razor is right for you?',
        `The ${a('/products/precision-5-blade-razor', 'Precision 5')} is our everyday favourite: five closely spaced blades for the closest finish. If your skin gets red or bumpy, pick the ${a('/products/sensitive-3-blade-razor', 'Sensitive 3')}, whose wider blade spacing means less pressure on the skin.`,
        `For a traditional, plastic-free wet shave, the ${a('/products/classic-double-edge-safety-razor', 'Classic Double-Edge Safety Razor')} uses standard DE blades that cost a few rupees each.`,
      ) +
      section(
        'Refills that fit',
        `Every handle takes the matching ${a('/collections/best-razor-cartridges', 'Blade &amp; Balm cartridges')}. Change the cartridge every six to eight shaves, and always shave after a warm wash with a ${a('/collections/shaving-foams-1', 'shaving foam or gel')}.`,
      ),
  },
  {
    handle: 'trimmers-for-men',
    title: 'Trimmers for Men',
    seoTitle: 'Trimmers for Men – Beard, Body & Groin Trimmers | Blade & Balm',
    seoDescription:
      'Skin-safe body, groin, head and beard trimmers with a 2-year warranty.',
    bodyHtml:
      '<p>Our trimmers are built around one idea: grooming anywhere on your body should never mean nicks or cuts. Every model uses rounded, skin-safe blade tips and is waterproof, so you can trim in the shower.</p>' +
      section(
        'Find your trimmer',
        list([
          `${a('/products/full-body-trimmer-for-men', 'Full Body Trimmer')}: one tool for beard, chest, back and below the belt.`,
          `${a('/products/full-body-trimmer-copy', 'Full Body Trimmer 2.0')}: a ceramic blade that stays cool and 120 minutes of battery life.`,
          `${a('/products/full-body-trimmer-spl-edition', 'Full Body Trimmer Special Edition')}: limited finishes with a travel pouch.`,
          `${a('/products/landscaper-pubic-hair-trimmer-for-men', 'Landscaper')} and ${a('/products/landscaper-2-0-groin-trimmer-copy', 'Landscaper 2.0')}: made for intimate grooming.`,
          `${a('/products/headshaver-pro-copy', 'Headshaver Pro')}: rotary heads for a smooth bald head.`,
          `${a('/products/beard-trimmer-t1', 'Beard Trimmer T1')}: twenty lengths for stubble and beards.`,
        ]),
      ) +
      section(
        'Warranty and service',
        'Every trimmer carries a two-year warranty. Register it online within 30 days of delivery; if anything stops working, we replace it at no cost, including pick-up from your door.',
      ),
  },
  {
    handle: 'coupons-and-offers',
    title: 'Coupons & Offers',
    seoTitle: 'Coupons & Offers | Blade & Balm',
    seoDescription: 'Current coupon codes and payment offers at Blade & Balm.',
    bodyHtml:
      '<p>Save more on every order with these codes. Enter a code in the cart drawer under "View All Offers", or tap Apply next to any offer. Only one coupon can be used per order.</p>' +
      list([
        '<strong>WELCOME10</strong>: 10% off up to ₹150 on orders above ₹299 (first order).',
        '<strong>FLAT100</strong>: ₹100 off on orders of ₹999 or more.',
        '<strong>BUY3SAVE</strong>: 15% off when you buy any 3 or more items.',
        '<strong>RAZOR20</strong>: 20% off razors, cartridges and shaving kits.',
        `<strong>FREESHIP</strong>: free shipping (${SHIPPING_FEE} off) on orders below ${FREE_FROM}.`,
      ]) +
      section(
        'Payment offers',
        'Pay with UPI, a credit card or a wallet at checkout to unlock extra cashback and instant discounts. Payment offers are shown in the checkout and are applied automatically when eligible.',
      ) +
      `<p>${shippingSentence('grooming')} Offers cannot be combined with other promotions unless stated, and may change without notice.</p>`,
  },
  {
    handle: 'corporate-gifting',
    title: 'Corporate Gifting',
    seoTitle: 'Corporate Gifting – Grooming Hampers for Teams | Blade & Balm',
    seoDescription:
      'Personalised grooming gift boxes for employees and clients, with bulk pricing.',
    bodyHtml:
      '<p>Say thank you with a gift people actually use. We put together grooming hampers for Diwali, work anniversaries, offsites and client meetings, from 25 to 25,000 boxes.</p>' +
      section(
        'What we offer',
        list([
          'Curated boxes from ₹499 to ₹4,999 per person, or build your own.',
          'Your logo on the sleeve, a printed note card and custom colours.',
          'Pan-India delivery to individual home addresses, with tracking for every box.',
          'GST invoice and tiered discounts from 8% to 25% depending on quantity.',
        ]),
      ) +
      section(
        'Get a quote',
        `Write to ${a(`mailto:${C.corporateEmail}`, C.corporateEmail)} with your quantity, budget and delivery date, or call ${C.phone}. Our gifting team replies within one working day with samples and a quote.`,
      ),
  },
  {
    handle: 'about-us',
    title: 'About Us',
    seoTitle: "About Blade & Balm – Men's Grooming, Made in India",
    bodyHtml:
      "<p>Blade &amp; Balm began in 2016 in a small Mumbai workshop with one question: why should Indian men settle for razors and creams designed for someone else's skin, beard and weather?</p>" +
      '<p>Today we make razors, trimmers, fragrances and skin care that are designed and tested in India, for Indian men. Our products are sold in more than 20,000 stores and reach customers in every pin code the couriers serve.</p>' +
      section(
        'What we believe',
        'Good grooming is not vanity, it is self-respect. We keep our formulas free of parabens and sulphates, our prices honest, and our packaging recyclable wherever we can.',
        'Every product goes through in-house trials with hundreds of volunteers before it is launched, and we listen closely to the reviews you leave.',
      ),
  },
  {
    handle: 'terms-and-conditions',
    title: 'Terms & Conditions',
    bodyHtml:
      `<p>These terms apply to every purchase on this website, which is operated by ${C.address}. By placing an order you agree to them.</p>` +
      section(
        'Orders and pricing',
        'All prices are in Indian rupees and include GST. We may cancel an order if a product is out of stock or the price shown was clearly an error; if you have paid, the full amount is refunded.',
        'Coupon codes are subject to their own conditions, one coupon per order.',
      ) +
      section(
        'Delivery',
        `Delivery times are estimates. See the ${a('/policies/shipping-policy', 'shipping policy')} for details.`,
      ) +
      section(
        'Returns and cancellations',
        `See ${a('/pages/cancellations', 'Cancellations &amp; Returns')}.`,
      ) +
      section(
        'Liability and law',
        'Our liability for any order is limited to the value of that order. These terms are governed by the laws of India and the courts of Mumbai have exclusive jurisdiction.',
      ),
  },
  {
    handle: 'privacy-policy',
    title: 'Privacy Policy',
    bodyHtml:
      '<p>We respect your privacy. This page explains what we collect when you shop with us and how we use it, in line with the Digital Personal Data Protection Act, 2023.</p>' +
      section(
        'What we collect',
        'Your name, phone number, e-mail and delivery address when you order; your cart and browsing activity on this site; and payment status (never your full card details, which are handled by the payment gateway).',
      ) +
      section(
        'How we use it',
        'To deliver your orders, send order and delivery updates, answer your questions and, only if you opt in, send offers. We do not sell your data.',
      ) +
      section(
        'Your choices',
        `You can ask us to correct or delete your data at any time by writing to ${a(`mailto:${C.email}`, C.email)}. Unsubscribe links are in every marketing e-mail.`,
      ),
  },
  {
    handle: 'cancellations',
    title: 'Cancellations & Returns',
    bodyHtml:
      '<p>Changed your mind? You can cancel any order before it is shipped from "Order History" in your account, or by contacting us. Prepaid orders are refunded to the original payment method within 5–7 working days.</p>' +
      section(
        'Returns',
        'Unopened products can be returned within 7 days of delivery. For hygiene reasons, razors, trimmers and skin care that have been opened can only be returned if they are damaged or defective.',
        'If you receive a damaged, defective or wrong product, tell us within 48 hours with a photo and we will send a replacement at no cost.',
      ) +
      section(
        'Refunds',
        'Refunds for cash-on-delivery orders are sent by bank transfer or UPI after the return is picked up and checked.',
      ),
  },
  {
    handle: 'careers',
    title: 'Careers',
    bodyHtml:
      "<p>We are a team of 300 people across Mumbai, Bengaluru, Delhi and our factory in Baddi, building the most-loved men's grooming brand in India.</p>" +
      section(
        'Open roles',
        list([
          'Product Designer (Industrial Design), Mumbai',
          'Performance Marketing Manager, Bengaluru',
          'Area Sales Manager, General Trade, Lucknow',
          'Quality Assurance Executive, Baddi',
          'Frontend Engineer (React), Remote within India',
        ]),
      ) +
      section(
        'How to apply',
        `Send your CV and a few lines about why you want to join to ${a(`mailto:${C.careersEmail}`, C.careersEmail)}. We reply to every application within two weeks.`,
      ),
  },
  {
    handle: 'franchise-enquiry',
    title: 'Franchise Enquiry',
    bodyHtml:
      '<p>Bring Blade &amp; Balm to your city. We are opening exclusive grooming stores and shop-in-shops in malls and high streets across India.</p>' +
      section(
        'What you need',
        list([
          '200–400 sq. ft. of retail space in a high-footfall location.',
          'An investment of ₹15–25 lakh including fit-out and opening stock.',
          'A passion for retail and customer service.',
        ]),
      ) +
      section(
        'What we provide',
        'Store design, staff training, marketing support, a point-of-sale system and replenishment from our warehouse within 72 hours.',
        `To apply, e-mail your name, city and proposed location to ${a(`mailto:${C.corporateEmail}`, C.corporateEmail)}.`,
      ),
  },
  {
    handle: 'investors',
    title: 'Investors',
    bodyHtml:
      '<p>Blade &amp; Balm Grooming Pvt. Ltd. is a privately held company. This page carries information for our shareholders and partners.</p>' +
      section(
        'Company information',
        list([
          'Registered office: Lower Parel, Mumbai, Maharashtra.',
          'Financial year: April to March.',
          'Annual returns and statutory disclosures are filed with the Registrar of Companies.',
        ]),
      ) +
      section(
        'Contact',
        `Investor relations: ${a(`mailto:${C.investorsEmail}`, C.investorsEmail)}.`,
      ),
  },
  {
    handle: 'site-map',
    title: 'Site Map',
    bodyHtml:
      section(
        'Shop',
        list([
          a('/collections/all', 'All products'),
          a('/collections/best-seller', 'Best sellers'),
          a('/collections/new-arrivals', 'New arrivals'),
          a('/pages/razors-for-men', 'Razors for men'),
          a('/pages/trimmers-for-men', 'Trimmers for men'),
          a('/collections/shaving-products-for-men', 'Shaving products'),
          a(
            '/collections/buy-perfumes-fragrances-for-men',
            'Perfumes &amp; fragrances',
          ),
          a('/collections/skincare-products-for-men-1', 'Skin care'),
          a('/collections/mens-beardcare-products', 'Beard care'),
          a('/collections/valentines-day-gifts-for-him', 'Gifts for him'),
        ]),
      ) +
      section(
        'Company',
        list([
          a('/pages/about-us', 'About us'),
          a('/pages/careers', 'Careers'),
          a('/pages/investors', 'Investors'),
          a('/pages/franchise-enquiry', 'Franchise enquiry'),
          a('/pages/corporate-gifting', 'Corporate gifting'),
        ]),
      ) +
      section(
        'Help',
        list([
          a('/pages/faq', 'FAQs'),
          a('/pages/contact-us', 'Contact us'),
          a('/pages/coupons-and-offers', 'Coupons &amp; offers'),
          a('/policies/shipping-policy', 'Shipping policy'),
          a('/pages/cancellations', 'Cancellations &amp; returns'),
          a('/pages/terms-and-conditions', 'Terms &amp; conditions'),
          a('/pages/privacy-policy', 'Privacy policy'),
          a(ORDER_TRACKING_URL, 'Track your order'),
        ]),
      ) +
      section(
        'Blog',
        list(
          BLOG_CATEGORIES.map((blog) => a(`/blogs/${blog.handle}`, blog.title)),
        ),
      ),
  },
  {
    handle: 'faq',
    title: 'Frequently Asked Questions',
    bodyHtml:
      section(
        'How long does delivery take?',
        `${deliveryTimeSentence('grooming').replace(/&/g, '&amp;')} You get a tracking link by SMS and e-mail as soon as your order ships.`,
      ) +
      section('Is shipping free?', shippingSentence('grooming')) +
      section(
        'Do you offer cash on delivery?',
        codSentence('grooming').replace(/&/g, '&amp;'),
      ) +
      section(
        'How do I apply a coupon?',
        `Open the cart, tap "View All Offers" and apply a code, or type it into the coupon box. Current codes are on the ${a('/pages/coupons-and-offers', 'Coupons &amp; Offers')} page.`,
      ) +
      section(
        'How do I claim my trimmer warranty?',
        `Keep your order number handy and contact us at ${a(`mailto:${C.email}`, C.email)}. We arrange a free pick-up and send a replacement.`,
      ) +
      section(
        'Can I return an opened product?',
        `Opened razors, trimmers and skin care can only be returned if damaged or defective. See ${a('/pages/cancellations', 'Cancellations &amp; Returns')}.`,
      ) +
      section(
        'Are your products tested on animals?',
        'No. We never test on animals, and our skin care is tested on human volunteers under dermatological supervision.',
      ),
  },
  {
    handle: 'contact-us',
    title: 'Contact Us',
    bodyHtml:
      '<p>We are here to help with orders, returns, warranties and product advice.</p>' +
      list([
        `Phone: <a href="tel:${C.phone.replace(/\s/g, '')}">${C.phone}</a> (10:00 to 19:00, Monday to Saturday)`,
        `WhatsApp: ${C.whatsapp}`,
        `E-mail: ${a(`mailto:${C.email}`, C.email)} (we reply within 24 hours)`,
        `Address: ${C.address}`,
      ]) +
      `<p>To check where your order is, use ${a(ORDER_TRACKING_URL, 'Track Your Order')} with your order number or phone number.</p>`,
  },
  {
    handle: 'blog',
    title: 'The Blade & Balm Blog',
    seoTitle: 'Grooming Tips & Guides for Men | Blade & Balm Blog',
    bodyHtml:
      '<p>Shaving techniques, beard advice, fragrance guides and skin care routines from our grooming experts and barbers.</p>' +
      list(
        BLOG_CATEGORIES.map((blog) => a(`/blogs/${blog.handle}`, blog.title)),
      ),
  },
];
