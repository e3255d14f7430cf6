import {
  notifyMeCrossSiteSpec,
  notifyMeSpecs,
  recentlyViewedSpecs,
} from '../fixtures';

// Seeded sold out: every pack of the Coffee flavour (server/src/seed/gum/products.ts).
const SOLD_OUT = 'nicotine-gum-2mg-coffee';
const PRODUCTS: [string, string, string] = [
  'nicotine-gum-2mg-paan',
  'nicotine-gum-2mg-elaichi',
  'nicotine-gum-2mg-fresh-mint',
];

const COPY = {
  en: {
    notifyMe: {
      title: "Notify me when it's back",
      subscribed:
        'Thanks! If this is your first alert from us, confirm it from the message we send you; then we will let you know when it is back.',
      already:
        'You are already on the list for this one. We will let you know when it is back.',
      invalid:
        'Please enter a valid e-mail address or a 10-digit Indian mobile number.',
    },
    recentlyViewed: {title: 'Recently viewed', soldOut: 'Sold out'},
  },
  hi: {
    notifyMe: {
      title: 'वापस आने पर मुझे बताएँ',
      subscribed:
        'धन्यवाद! अगर यह हमारी ओर से आपका पहला अलर्ट है, तो हमारे भेजे संदेश से इसकी पुष्टि करें; फिर वापस आते ही हम आपको बताएँगे।',
      already: 'आप इसके लिए पहले से सूची में हैं। वापस आते ही हम आपको बताएँगे।',
      invalid: 'कृपया सही ई-मेल पता या 10 अंकों का भारतीय मोबाइल नंबर लिखें।',
    },
    recentlyViewed: {title: 'हाल ही में देखे गए', soldOut: 'स्टॉक में नहीं'},
  },
};

for (const language of [undefined, 'hi'] as const) {
  const copy = COPY[language ?? 'en'];
  notifyMeSpecs({soldOut: SOLD_OUT, language, copy: copy.notifyMe});
  recentlyViewedSpecs({
    products: PRODUCTS,
    soldOut: SOLD_OUT,
    language,
    copy: copy.recentlyViewed,
  });
}
notifyMeCrossSiteSpec();
