/**
 * What the Consumer Protection (E-Commerce) Rules 2020 and the Legal Metrology (Packaged Commodities)
 * Rules 2011 ask a product page to show, as the merchant keeps it: product metafields in the `legal`
 * namespace (decision 109). The net quantity is the variant's where packs differ; the MRP is the
 * variant's compare-at price (or its price), so it is no metafield.
 */
import type {Db} from '../data/db.ts';
import {insertMetafield, insertTranslations} from '../data/seed-writer.ts';

export const LEGAL_NAMESPACE = 'legal';

/** One product's facts; `hi` is the Hindi of each text (gum's /hi pages), absent for an English-only shop. */
export interface LegalFacts {
  manufacturer: Text;
  /** The marketer, where it is not the manufacturer. */
  marketer?: Text;
  countryOfOrigin: Text;
  /** The product's net quantity, or each variant's (in variant order) where packs differ. */
  netQuantity: Text | Text[];
  /** Only where it applies (food, medicines, cosmetics); a razor has none. */
  bestBefore?: Text;
  consumerCare: Text;
}

export interface Text {
  en: string;
  hi?: string;
}

const FIELDS = [
  ['manufacturer', 'multi_line_text_field'],
  ['marketer', 'multi_line_text_field'],
  ['countryOfOrigin', 'single_line_text_field'],
  ['bestBefore', 'single_line_text_field'],
  ['consumerCare', 'multi_line_text_field'],
] as const;

/** `countryOfOrigin` → `country_of_origin`, the metafield key. */
const keyOf = (field: string) =>
  field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Writes the facts as metafields of the product (and of its variants for a per-pack net quantity). */
export function insertLegalMetafields(
  db: Db,
  productId: number,
  variantIds: number[],
  facts: LegalFacts,
): void {
  const write = (
    owner: 'product' | 'variant',
    ownerId: number,
    key: string,
    type: string,
    text: Text,
  ) => {
    const id = insertMetafield(db, owner, ownerId, {
      namespace: LEGAL_NAMESPACE,
      key,
      type,
      value: text.en,
    });
    if (text.hi !== undefined)
      insertTranslations(db, 'metafield', id, 'hi', {value: text.hi});
  };
  for (const [field, type] of FIELDS) {
    const text = facts[field];
    if (text) write('product', productId, keyOf(field), type, text);
  }
  const quantity = facts.netQuantity;
  if (Array.isArray(quantity)) {
    if (quantity.length !== variantIds.length)
      throw new Error(
        `Product ${productId}: ${quantity.length} net quantities for ${variantIds.length} variants`,
      );
    quantity.forEach((text, i) =>
      write(
        'variant',
        variantIds[i],
        'net_quantity',
        'single_line_text_field',
        text,
      ),
    );
  } else {
    write(
      'product',
      productId,
      'net_quantity',
      'single_line_text_field',
      quantity,
    );
  }
}

// ---------------------------------------------------------------- QuitPop (gum)

const INDIA: Text = {en: 'India', hi: 'भारत'};

/** QuitPop's consumer care and marketer: the company on its contact page (seed/gum/pages.ts). */
export function gumLegalFacts(
  productType: string,
  variantOptions: string[][],
  contact: {
    phone: string;
    email: string;
    address: {en: string; hi: string};
    hours: {en: string; hi: string};
  },
): LegalFacts {
  const consumerCare: Text = {
    en: `Consumer Care Manager, ${contact.address.en}. Phone ${contact.phone} (${contact.hours.en}), e-mail ${contact.email}`,
    hi: `कंज़्यूमर केयर मैनेजर, ${contact.address.hi}। फ़ोन ${contact.phone} (${contact.hours.hi}), ई-मेल ${contact.email}`,
  };
  const marketer: Text = {en: contact.address.en, hi: contact.address.hi};
  const perVariant = (each: (values: string[]) => Text) =>
    variantOptions.map(each);
  switch (productType) {
    case 'Supplement':
      return {
        manufacturer: {
          en: 'Nutrigrace Foods Pvt. Ltd., Plot 118, Phase II, Industrial Area, Baddi, Solan 173205, Himachal Pradesh (FSSAI licence 10019062000412)',
          hi: 'न्यूट्रीग्रेस फ़ूड्स प्रा. लि., प्लॉट 118, फ़ेज़ II, इंडस्ट्रियल एरिया, बद्दी, सोलन 173205, हिमाचल प्रदेश (FSSAI लाइसेंस 10019062000412)',
        },
        marketer,
        countryOfOrigin: INDIA,
        netQuantity: perVariant((values) => gummies(values)),
        bestBefore: {
          en: '18 months from the date of manufacture (printed on the jar)',
          hi: 'निर्माण की तारीख़ से 18 महीने (जार पर छपी)',
        },
        consumerCare,
      };
    case 'Perfume':
      return {
        manufacturer: {
          en: 'Kannauj Aroma Works Pvt. Ltd., 14 GT Road, Kannauj 209725, Uttar Pradesh',
          hi: 'कन्नौज अरोमा वर्क्स प्रा. लि., 14 जीटी रोड, कन्नौज 209725, उत्तर प्रदेश',
        },
        marketer,
        countryOfOrigin: INDIA,
        netQuantity: {en: '20 ml', hi: '20 मि.ली.'},
        bestBefore: {
          en: '36 months from the date of manufacture (printed on the box)',
          hi: 'निर्माण की तारीख़ से 36 महीने (डिब्बे पर छपी)',
        },
        consumerCare,
      };
    default:
      // Nicotine gum and the starter kit: a medicine made under a drug licence.
      return {
        manufacturer: {
          en: 'Medisweet Pharma Pvt. Ltd., Plot 42, Sector 5, IMT Manesar, Gurugram 122052, Haryana (Drug Licence No. HR/DL/20B/2019/1187)',
          hi: 'मेडीस्वीट फ़ार्मा प्रा. लि., प्लॉट 42, सेक्टर 5, आईएमटी मानेसर, गुरुग्राम 122052, हरियाणा (ड्रग लाइसेंस सं. HR/DL/20B/2019/1187)',
        },
        marketer,
        countryOfOrigin: INDIA,
        netQuantity:
          variantOptions.length > 1 || variantOptions[0]?.length
            ? perVariant((values) => pieces(values))
            : productType === 'Kit'
              ? {
                  en: '30 pieces (3 × 10 pieces, 45 g) and 1 tracker card',
                  hi: '30 पीस (3 × 10 पीस, 45 ग्रा.) और 1 ट्रैकर कार्ड',
                }
              : {en: '70 pieces (105 g)', hi: '70 पीस (105 ग्रा.)'},
        bestBefore: {
          en: '24 months from the date of manufacture (printed on the strip)',
          hi: 'निर्माण की तारीख़ से 24 महीने (स्ट्रिप पर छपी)',
        },
        consumerCare,
      };
  }
}

/** A gum pack's pieces (1.5 g each) from its option values, e.g. "Pack of 3 (30 pieces)". */
function pieces(values: string[]): Text {
  const count = Number(values.join(' ').match(/(\d+) pieces/)?.[1]);
  if (!count) throw new Error(`No piece count in ${values.join(' / ')}`);
  const grams = (count * 1.5).toLocaleString('en-IN');
  return {
    en: `${count} pieces (${grams} g)`,
    hi: `${count} पीस (${grams} ग्रा.)`,
  };
}

/** A jar's gummies (3 g each) from its option value, e.g. "60 gummies". */
function gummies(values: string[]): Text {
  const count = Number(values.join(' ').match(/(\d+) gummies/)?.[1]);
  if (!count) throw new Error(`No gummy count in ${values.join(' / ')}`);
  return {
    en: `${count} gummies (${count * 3} g)`,
    hi: `${count} गमीज़ (${count * 3} ग्रा.)`,
  };
}

// ---------------------------------------------------------------- Blade & Balm (grooming)

/** Where each kind of product is made, and how long it keeps (none for blades and devices). */
const GROOMING_MAKERS: Record<
  string,
  {manufacturer: string; origin: string; bestBefore?: string}
> = {
  blades: {
    manufacturer:
      'Sharpline Blades Pvt. Ltd., Plot D-17, MIDC Ambad, Nashik 422010, Maharashtra',
    origin: 'India',
  },
  devices: {
    manufacturer:
      'Shenzhen Kaiwei Electric Appliance Co., Ltd., Building 6, Xinhe Industrial Park, Bao’an District, Shenzhen 518101, China; imported by the marketer',
    origin: 'China',
  },
  personalCare: {
    manufacturer:
      'Vasant Cosmetics Pvt. Ltd., Survey No. 212, Sarigam GIDC, Valsad 396155, Gujarat (Cosmetics Licence No. GJ/COS/2020/0342)',
    origin: 'India',
    bestBefore: '36 months from the date of manufacture (printed on the pack)',
  },
  skin: {
    manufacturer:
      'Vasant Cosmetics Pvt. Ltd., Survey No. 212, Sarigam GIDC, Valsad 396155, Gujarat (Cosmetics Licence No. GJ/COS/2020/0342)',
    origin: 'India',
    bestBefore: '24 months from the date of manufacture (printed on the pack)',
  },
  fragrance: {
    manufacturer:
      'Kannauj Aroma Works Pvt. Ltd., 14 GT Road, Kannauj 209725, Uttar Pradesh',
    origin: 'India',
    bestBefore: '36 months from the date of manufacture (printed on the box)',
  },
  kits: {
    manufacturer:
      'Assembled by Blade & Balm Grooming Pvt. Ltd. from products of Sharpline Blades Pvt. Ltd. (Nashik, Maharashtra) and Vasant Cosmetics Pvt. Ltd. (Valsad, Gujarat)',
    origin: 'India',
    bestBefore:
      'Creams and liquids: 36 months from the date of manufacture (printed on each item)',
  },
};

const MAKER_OF_CATEGORY: Record<string, keyof typeof GROOMING_MAKERS> = {
  razor: 'blades',
  cartridge: 'blades',
  trimmer: 'devices',
  foam: 'personalCare',
  aftershave: 'personalCare',
  deo: 'personalCare',
  bodywash: 'personalCare',
  beard: 'personalCare',
  skin: 'skin',
  bodyspray: 'fragrance',
  perfume: 'fragrance',
  kit: 'kits',
  gifting: 'kits',
};

/**
 * A grooming product's facts. The net quantity is read from what the product says it holds (a size
 * option, "100 ml" or "Pack of 6" in its title or label), else one unit.
 */
export function groomingLegalFacts(
  item: {category: string; title: string; sub?: string},
  variantOptions: string[][],
  contact: {phone: string; email: string; address: string},
): LegalFacts {
  const maker = GROOMING_MAKERS[MAKER_OF_CATEGORY[item.category] ?? 'kits'];
  const fromText = (text: string): string | null => {
    const sets = text.match(/(\d+)\s*[x×]\s*(\d+)\s*(ml|g)\b/i);
    if (sets) return `${sets[1]} × ${sets[2]} ${sets[3].toLowerCase()}`;
    const measure = text.match(/(\d+)\s*(ml|g)\b/i);
    if (measure) return `${measure[1]} ${measure[2].toLowerCase()}`;
    const pack = text.match(/pack of (\d+)/i);
    if (pack) return `${pack[1]} units`;
    return null;
  };
  const own = fromText(`${item.title} ${item.sub ?? ''}`) ?? '1 unit';
  const netQuantity =
    variantOptions.length > 1
      ? variantOptions.map((values) => ({
          en: fromText(values.join(' ')) ?? own,
        }))
      : {en: own};
  return {
    manufacturer: {en: maker.manufacturer},
    marketer: {en: contact.address},
    countryOfOrigin: {en: maker.origin},
    netQuantity,
    bestBefore: maker.bestBefore ? {en: maker.bestBefore} : undefined,
    consumerCare: {
      en: `Consumer Care Manager, ${contact.address}. Phone ${contact.phone} (Monday to Saturday, 10:00 to 19:00), e-mail ${contact.email}`,
    },
  };
}
