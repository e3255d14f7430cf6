/**
 * The words of seeded reviews, written out on read from a review's seed key (decision 123): tens of
 * thousands of rows cost a few integers each instead of their text. Deterministic: the same key always
 * gives the same name, title and body.
 */

export type Language = 'en' | 'hi';

/** A small deterministic PRNG (mulberry32), seeded by an integer. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

const NAMES_EN = [
  'Rahul S.',
  'Aditya K.',
  'Vikram R.',
  'Arjun M.',
  'Karan P.',
  'Rohan D.',
  'Siddharth J.',
  'Nikhil B.',
  'Imran Q.',
  'Pranav N.',
  'Deepak T.',
  'Abhishek G.',
  'Harsh V.',
  'Manish C.',
  'Suresh I.',
  'Anil K.',
  'Farhan A.',
  'Gaurav L.',
  'Varun H.',
  'Joseph F.',
  'Sandeep Y.',
  'Ravi E.',
  'Kunal W.',
  'Ajay U.',
  'Tushar O.',
  'Neha S.',
  'Priya R.',
  'Ankit Z.',
];
const NAMES_HI = [
  'राहुल श.',
  'अमित क.',
  'विकास र.',
  'सुनील म.',
  'मनोज प.',
  'संजय द.',
  'राजेश ज.',
  'दीपक ब.',
  'अजय ग.',
  'रवि त.',
  'आकाश व.',
  'प्रदीप च.',
  'नितिन ह.',
  'सौरभ ल.',
];

interface Bank {
  good: {titles: string[]; bodies: string[]};
  mixed: {titles: string[]; bodies: string[]};
  bad: {titles: string[]; bodies: string[]};
  extras: string[];
}

const GROOMING_EN: Bank = {
  good: {
    titles: [
      'Worth every rupee',
      'Exactly as described',
      'Great quality',
      'Best purchase this month',
      'Highly recommended',
      'Very happy with it',
      'Does the job perfectly',
      'Premium feel',
    ],
    bodies: [
      'Using it for three weeks now and it works really well. No irritation at all, even on my sensitive skin.',
      'Packaging was neat and it reached Pune in two days. Quality feels premium for the price.',
      'Bought it after reading the reviews here and I am not disappointed. Will order again.',
      'My brother recommended this and now the whole family uses it. Lasts long and feels good.',
      'Much better than what I was using before. Feels good every single morning.',
      'Gifted it to my father on his birthday and he loved it. Good value with the discount.',
      'Colleagues asked me what I was using. Quality is as good as the big brands at a better price.',
      'Simple to use and the quality is solid. Exactly what the description says.',
    ],
  },
  mixed: {
    titles: ['Decent, not great', 'Good but pricey', 'Okay for the price'],
    bodies: [
      'Works fine but I expected a little more for this price. Delivery took five days to Lucknow.',
      'Does what it says, although it did not last as long as I hoped.',
      'Average product. Nothing wrong with it, nothing special either.',
    ],
  },
  bad: {
    titles: ['Not for me', 'Disappointed', 'Expected better'],
    bodies: [
      'Caused some irritation on my neck, so I stopped using it after a week.',
      'The box was slightly damaged on arrival and the product felt cheaper than the photos.',
      'Did not suit me. Customer care was helpful with the return though.',
    ],
  },
  extras: [
    'COD option was very convenient.',
    'Delivery was quick.',
    'Will buy again.',
    'Good for daily use.',
    '',
    '',
  ],
};

const GUM_EN: Bank = {
  good: {
    titles: [
      'Finally cutting down',
      'Helped me quit',
      'Tastes better than I expected',
      'Cravings under control',
      'Really works',
      'Good flavour, does the job',
    ],
    bodies: [
      'I smoked ten cigarettes a day for eight years. Two weeks with this gum and I am down to two.',
      'The flavour lasts longer than the chemist brand and there is no bitter aftertaste.',
      'Keeps me calm at work when the urge comes. I carry a strip in my pocket all the time.',
      'Chew and park method works as explained in the guide. Hiccups only on the first day.',
      'My wife ordered it for me. One month smoke free now, very thankful.',
      'Discreet pack, easy to carry. The 2mg is perfect for a light smoker like me.',
    ],
  },
  mixed: {
    titles: ['Helps a bit', 'Flavour is okay', 'Mixed results'],
    bodies: [
      'It helps with cravings but the taste fades after ten minutes.',
      'Works, but I needed the 4mg. The 2mg was too mild for me.',
      'Okay product. I still slip on weekends but it is better than before.',
    ],
  },
  bad: {
    titles: ['Too strong for me', 'Did not help', 'Not my flavour'],
    bodies: [
      'Gave me a sore jaw and hiccups. Maybe I chewed it wrong.',
      'Did not reduce my cravings at all. Switched back to patches.',
      'The flavour is too sharp for me. Delivery was fine though.',
    ],
  },
  extras: [
    'Delivery was on time.',
    'Good packaging.',
    'Recommended for anyone trying to quit.',
    '',
    '',
  ],
};

const GUM_HI: Bank = {
  good: {
    titles: [
      'सिगरेट कम हो गई',
      'बहुत बढ़िया',
      'सच में काम करती है',
      'स्वाद अच्छा है',
      'छोड़ने में मदद मिली',
    ],
    bodies: [
      'आठ साल से रोज़ दस सिगरेट पीता था। दो हफ़्ते में अब दिन में सिर्फ़ दो रह गई हैं।',
      'स्वाद देर तक रहता है और कड़वापन नहीं है। ऑफ़िस में तलब लगे तो तुरंत राहत मिलती है।',
      'पत्नी ने मेरे लिए मँगवाई थी। एक महीने से सिगरेट नहीं पी, बहुत धन्यवाद।',
      'पैक छोटा है, जेब में आसानी से आ जाता है। 2mg मेरे लिए बिल्कुल सही है।',
      'चबाकर रखने का तरीका अच्छे से समझाया गया है। पहले दिन हल्की हिचकी आई, फिर सब ठीक।',
    ],
  },
  mixed: {
    titles: ['ठीक-ठाक', 'थोड़ी मदद मिली'],
    bodies: [
      'तलब में मदद करती है, पर स्वाद दस मिनट में चला जाता है।',
      'काम करती है, लेकिन मुझे 4mg की ज़रूरत थी। 2mg हल्की लगी।',
    ],
  },
  bad: {
    titles: ['मेरे लिए नहीं', 'फ़ायदा नहीं हुआ'],
    bodies: [
      'जबड़े में दर्द और हिचकी हुई। शायद मैंने ठीक से नहीं चबाई।',
      'तलब बिल्कुल कम नहीं हुई। डिलीवरी समय पर थी।',
    ],
  },
  extras: [
    'डिलीवरी समय पर हुई।',
    'कैश ऑन डिलीवरी से आसानी रही।',
    'सबको सलाह दूँगा।',
    '',
    '',
  ],
};

const GROOMING_HI: Bank = {
  good: {
    titles: ['पैसा वसूल', 'बहुत अच्छी क्वालिटी', 'बढ़िया प्रोडक्ट'],
    bodies: [
      'तीन हफ़्ते से इस्तेमाल कर रहा हूँ, कोई जलन नहीं हुई। क्वालिटी शानदार है।',
      'पापा को जन्मदिन पर दिया, उन्हें बहुत पसंद आया। डिस्काउंट के साथ अच्छी कीमत।',
      'दो दिन में डिलीवरी हो गई और पैकिंग भी अच्छी थी। फिर से मँगवाऊँगा।',
    ],
  },
  mixed: {
    titles: ['ठीक है'],
    bodies: ['काम ठीक करता है, पर इस कीमत में थोड़ा और उम्मीद थी।'],
  },
  bad: {
    titles: ['उम्मीद से कम'],
    bodies: ['मेरी त्वचा पर हल्की जलन हुई, इसलिए इस्तेमाल बंद कर दिया।'],
  },
  extras: ['डिलीवरी जल्दी हुई।', '', ''],
};

const BANKS: Record<string, Record<Language, Bank>> = {
  grooming: {en: GROOMING_EN, hi: GROOMING_HI},
  gum: {en: GUM_EN, hi: GUM_HI},
};

export interface SeedText {
  name: string;
  title: string;
  body: string;
}

/** The name, title and body of a seeded review. */
export function seedText(
  shop: string,
  seedKey: number,
  rating: number,
  language: Language,
): SeedText {
  const random = prng(seedKey);
  const bank = (BANKS[shop] ?? BANKS.grooming!)[language];
  const tone = rating >= 4 ? bank.good : rating === 3 ? bank.mixed : bank.bad;
  const extra = pick(random, bank.extras);
  return {
    name: pick(random, language === 'hi' ? NAMES_HI : NAMES_EN),
    title: pick(random, tone.titles),
    body: extra
      ? `${pick(random, tone.bodies)} ${extra}`
      : pick(random, tone.bodies),
  };
}
