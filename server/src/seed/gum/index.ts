/** Writes the QuitPop (gum) shop's catalogue with Hindi translations. Runs inside the seed transaction. */
import type {Db} from '../../data/db.ts';
import {
  insertCollection,
  insertCustomer,
  insertDiscount,
  insertImage,
  insertMenu,
  insertPage,
  insertPhoneLoginAccount,
  insertPolicy,
  insertProduct,
  insertTranslations,
} from '../../data/seed-writer.ts';
import {bannerImage} from '../common.ts';
import {emptyIds, resolveMenu} from '../links.ts';
import {GUM_COLLECTIONS} from './collections.ts';
import {gumDiscounts} from './discounts.ts';
import {GUM_MENUS, type GumMenuItem} from './menus.ts';
import {GUM_CONTACT, GUM_PAGES} from './pages.ts';
import {gumLegalFacts, insertLegalMetafields} from '../legal.ts';
import {GUM_POLICIES} from './policies.ts';
import {GUM_PERFUME_HANDLE, gumProducts} from './products.ts';

const SHOP = 'gum';
const HI = 'hi';

export const GUM_DEMO_CUSTOMER = {
  email: 'demo@quitpop.example',
  phone: '+919876543211',
  password: 'QuitPop@2025',
  firstName: 'Rahul',
  lastName: 'Verma',
};

/**
 * One seeded customer per login shape the phone-login provider returns (docs/requirements.md, gum: behaviour): Rahul logs in
 * with email + password, Priya with Multipass, Imran's invited account with an activation URL +
 * password (then email + password). They are dedicated test customers: their phones are fictional
 * test numbers with fixed codes (phone-login/local-test-numbers.ts, the e2e LOGIN_KINDS in
 * tests/e2e/fixtures/login.ts) and their emails are on the reserved `.test` domain, which is what lets a
 * test number open them (phone-login/test-numbers.ts). The demo customer (a "real" one) also logs in
 * with email + password, with a code from the backend log.
 */
export const GUM_LOGIN_CUSTOMERS = {
  password: {
    email: 'rahul@quitpop.test',
    phone: '+919999900011',
    password: 'QuitPop@2025',
    firstName: 'Rahul',
    lastName: 'Verma',
  },
  multipass: {
    email: 'priya@quitpop.test',
    phone: '+919999900012',
    firstName: 'Priya',
    lastName: 'Sharma',
  },
  activation: {
    email: 'imran@quitpop.test',
    phone: '+919999900013',
    firstName: 'Imran',
    lastName: 'Khan',
  },
  // A second invited account: e2e runs the activation login at 390px and 1440px at once, and an
  // activation link works once, so each viewport activates its own account.
  activation2: {
    email: 'sana@quitpop.test',
    phone: '+919999900014',
    firstName: 'Sana',
    lastName: 'Mirza',
  },
} as const;

export function seedGum(
  db: Db,
  hashPassword?: (password: string) => string,
): void {
  const ids = emptyIds();
  const membership = new Map<string, number[]>();
  let perfumeVariantId = 0;

  for (const def of gumProducts()) {
    const inserted = insertProduct(db, SHOP, def.seed);
    ids.products.set(def.seed.handle, inserted.id);
    if (def.seed.handle === GUM_PERFUME_HANDLE)
      perfumeVariantId = inserted.variantIds[0];
    insertTranslations(db, 'product', inserted.id, HI, {
      title: def.hi.title,
      description: def.hi.description,
      description_html: def.hi.descriptionHtml,
      seo_title: def.hi.seoTitle,
      seo_description: def.hi.seoDescription,
    });
    def.seed.options.forEach((option, i) => {
      const hi = def.hi.options[i];
      if (!hi)
        throw new Error(
          `Gum product ${def.seed.handle}: option ${option.name} has no Hindi translation`,
        );
      const values = Object.fromEntries(
        option.values.map((value) => [`value:${value}`, hi.values[value]]),
      );
      insertTranslations(db, 'option', inserted.optionIds[i], HI, {
        name: hi.name,
        ...values,
      });
    });
    insertLegalMetafields(
      db,
      inserted.id,
      inserted.variantIds,
      gumLegalFacts(
        def.seed.productType,
        def.seed.variants.map((v) => v.optionValues),
        GUM_CONTACT,
      ),
    );
    const bylineId = inserted.metafieldIds['custom.byline'];
    if (bylineId !== undefined)
      insertTranslations(db, 'metafield', bylineId, HI, {value: def.hi.byline});
    for (const handle of ['all', ...def.collections]) {
      membership.set(handle, [...(membership.get(handle) ?? []), inserted.id]);
    }
  }

  for (const def of GUM_COLLECTIONS) {
    const productIds = membership.get(def.handle) ?? [];
    if (productIds.length === 0)
      throw new Error(`Gum collection ${def.handle} is empty`);
    const id = insertCollection(db, SHOP, {
      handle: def.handle,
      title: def.title.en,
      description: def.description.en,
      descriptionHtml: `<p>${def.description.en}</p>`,
      seoTitle: `${def.title.en} | QuitPop`,
      seoDescription: def.description.en,
      image: bannerImage({
        path: `gum/collections/${def.handle}.png`,
        altText: def.title.en,
        label: def.title.en,
        palette: def.palette,
        brand: 'QUITPOP',
      }),
      productIds,
    });
    ids.collections.set(def.handle, id);
    insertTranslations(db, 'collection', id, HI, {
      title: def.title.hi,
      description: def.description.hi,
      description_html: `<p>${def.description.hi}</p>`,
      seo_title: `${def.title.hi} | QuitPop`,
      seo_description: def.description.hi,
    });
  }

  for (const page of GUM_PAGES) {
    const id = insertPage(db, SHOP, {
      handle: page.handle,
      title: page.en.title,
      bodyHtml: page.en.bodyHtml,
      seoTitle: `${page.en.title} | QuitPop`,
      seoDescription: page.en.seoDescription,
    });
    ids.pages.set(page.handle, id);
    insertTranslations(db, 'page', id, HI, {
      title: page.hi.title,
      body_html: page.hi.bodyHtml,
      body_summary: page.hi.seoDescription,
      seo_title: `${page.hi.title} | QuitPop`,
      seo_description: page.hi.seoDescription,
    });
  }

  for (const policy of GUM_POLICIES) {
    const {hi, ...seed} = policy;
    const id = insertPolicy(db, SHOP, seed);
    ids.policies.set(policy.handle, id);
    insertTranslations(db, 'policy', id, HI, {
      title: hi.title,
      body_html: hi.bodyHtml,
    });
  }

  for (const menu of GUM_MENUS) {
    const {itemIds} = insertMenu(db, SHOP, resolveMenu(menu, ids));
    for (const {item, id} of itemIds) {
      insertTranslations(db, 'menu_item', id, HI, {
        title: (item as GumMenuItem).hi,
      });
    }
  }

  for (const [path, label, colour] of [
    ['gum/logos/brand.png', 'QUITPOP', '#0f6b52'],
    ['gum/logos/prepaid.png', 'PREPAID', '#0d47a1'],
  ] as const) {
    insertImage(db, SHOP, {
      path,
      altText: `${label} logo`,
      width: path.endsWith('brand.png') ? 600 : 240,
      height: path.endsWith('brand.png') ? 160 : 120,
      recipe: {
        kind: 'logo',
        bg: ['#ffffff', '#e8f5e9'],
        body: colour,
        accent: '#ffb300',
        label,
      },
    });
  }

  for (const discount of gumDiscounts(perfumeVariantId))
    insertDiscount(db, SHOP, discount);

  insertCustomer(db, SHOP, GUM_DEMO_CUSTOMER, hashPassword);
  insertPhoneLoginAccount(
    db,
    SHOP,
    GUM_DEMO_CUSTOMER.phone,
    'password',
    GUM_DEMO_CUSTOMER.password,
  );
  insertCustomer(db, SHOP, GUM_LOGIN_CUSTOMERS.password, hashPassword);
  insertPhoneLoginAccount(
    db,
    SHOP,
    GUM_LOGIN_CUSTOMERS.password.phone,
    'password',
    GUM_LOGIN_CUSTOMERS.password.password,
  );
  insertCustomer(db, SHOP, GUM_LOGIN_CUSTOMERS.multipass, hashPassword);
  insertPhoneLoginAccount(
    db,
    SHOP,
    GUM_LOGIN_CUSTOMERS.multipass.phone,
    'multipass',
  );
  insertCustomer(
    db,
    SHOP,
    {...GUM_LOGIN_CUSTOMERS.activation, state: 'INVITED'},
    hashPassword,
  );
  insertPhoneLoginAccount(
    db,
    SHOP,
    GUM_LOGIN_CUSTOMERS.activation.phone,
    'activation',
  );
  insertCustomer(
    db,
    SHOP,
    {...GUM_LOGIN_CUSTOMERS.activation2, state: 'INVITED'},
    hashPassword,
  );
  insertPhoneLoginAccount(
    db,
    SHOP,
    GUM_LOGIN_CUSTOMERS.activation2.phone,
    'activation',
  );
}
