/** Writes the grooming shop's catalogue. Runs inside the seed transaction. */
import type {Db} from '../../data/db.ts';
import {
  insertArticle,
  insertBlog,
  insertCollection,
  insertCustomer,
  insertPhoneLoginAccount,
  insertDiscount,
  insertImage,
  insertMenu,
  insertPage,
  insertPolicy,
  insertProduct,
  insertUrlRedirect,
} from '../../data/seed-writer.ts';
import {bannerImage, seoSummary} from '../common.ts';
import {emptyIds, resolveMenu} from '../links.ts';
import {GROOMING_BLOGS, groomingArticle} from './blogs.ts';
import {GROOMING_COLLECTIONS} from './collections.ts';
import {RAZOR20_PRODUCT_TYPES, groomingDiscounts} from './discounts.ts';
import {GROOMING_MENUS} from './menus.ts';
import {GROOMING_CONTACT, GROOMING_PAGES} from './pages.ts';
import {groomingLegalFacts, insertLegalMetafields} from '../legal.ts';
import {GROOMING_POLICIES} from './policies.ts';
import {GROOMING_ITEMS, groomingProducts} from './products.ts';

const SHOP = 'grooming';

export const GROOMING_DEMO_CUSTOMER = {
  email: 'demo@bladeandbalm.example',
  phone: '+919876543210',
  password: 'Groom@2025',
  firstName: 'Aarav',
  lastName: 'Sharma',
};

export function seedGrooming(
  db: Db,
  hashPassword?: (password: string) => string,
): void {
  const ids = emptyIds();

  const products = groomingProducts();
  const razorIds: number[] = [];
  for (const product of products) {
    const inserted = insertProduct(db, SHOP, product);
    ids.products.set(product.handle, inserted.id);
    const item = GROOMING_ITEMS.find((i) => i.handle === product.handle);
    if (item)
      insertLegalMetafields(
        db,
        inserted.id,
        inserted.variantIds,
        groomingLegalFacts(
          item,
          product.variants.map((v) => v.optionValues),
          GROOMING_CONTACT,
        ),
      );
    if (RAZOR20_PRODUCT_TYPES.includes(product.productType))
      razorIds.push(inserted.id);
  }

  for (const def of GROOMING_COLLECTIONS) {
    const members = def.members(GROOMING_ITEMS);
    if (members.length === 0)
      throw new Error(`Collection ${def.handle} is empty`);
    const productIds = members.map((handle) => {
      const id = ids.products.get(handle);
      if (id === undefined)
        throw new Error(
          `Collection ${def.handle} lists unknown product ${handle}`,
        );
      return id;
    });
    const id = insertCollection(db, SHOP, {
      handle: def.handle,
      title: def.title,
      description: def.description,
      descriptionHtml: `<p>${def.description}</p>`,
      seoTitle: `${def.title} | Blade & Balm`,
      seoDescription: def.description,
      image: bannerImage({
        path: `grooming/collections/${def.handle}.png`,
        altText: def.title,
        label: def.title,
        palette: def.palette,
        brand: 'BLADE & BALM',
      }),
      productIds,
    });
    ids.collections.set(def.handle, id);
  }

  for (const page of GROOMING_PAGES) {
    const seoDescription = page.seoDescription ?? seoSummary(page.bodyHtml);
    ids.pages.set(page.handle, insertPage(db, SHOP, {...page, seoDescription}));
  }

  for (const blog of GROOMING_BLOGS) {
    const blogId = insertBlog(db, SHOP, {
      handle: blog.handle,
      title: blog.title,
      seoTitle: blog.seoTitle,
    });
    ids.blogs.set(blog.handle, blogId);
    blog.articles.forEach((article, i) =>
      insertArticle(db, SHOP, blogId, groomingArticle(article, blog.handle, i)),
    );
  }

  for (const policy of GROOMING_POLICIES)
    ids.policies.set(policy.handle, insertPolicy(db, SHOP, policy));

  for (const menu of GROOMING_MENUS)
    insertMenu(db, SHOP, resolveMenu(menu, ids));

  // Logos the image server renders: the brand mark and payment-offer logos (discounts.payment.logoPath).
  const logos: [string, string, string, [string, string]][] = [
    [
      'grooming/logos/brand.png',
      'BLADE & BALM',
      '#1f2329',
      ['#f3ece2', '#d8c2a3'],
    ],
    ['grooming/logos/upi.png', 'UPI', '#1b5e20', ['#ffffff', '#e8f5e9']],
    ['grooming/logos/card.png', 'CARDS', '#0d47a1', ['#ffffff', '#e3f2fd']],
    ['grooming/logos/wallet.png', 'WALLET', '#4a148c', ['#ffffff', '#f3e5f5']],
  ];
  for (const [path, label, colour, bg] of logos) {
    insertImage(db, SHOP, {
      path,
      altText: `${label} logo`,
      width: path.endsWith('brand.png') ? 600 : 240,
      height: path.endsWith('brand.png') ? 160 : 120,
      recipe: {kind: 'logo', bg, body: colour, accent: '#c9a227', label},
    });
  }

  // Old URLs Hydrogen's 404 handler resolves through urlRedirects.
  insertUrlRedirect(db, SHOP, '/collections/razors', '/collections/razors-1');
  insertUrlRedirect(
    db,
    SHOP,
    '/collections/shaving-foams',
    '/collections/shaving-foams-1',
  );
  insertUrlRedirect(
    db,
    SHOP,
    '/products/full-body-trimmer',
    '/products/full-body-trimmer-for-men',
  );

  for (const discount of groomingDiscounts(razorIds))
    insertDiscount(db, SHOP, discount);

  insertCustomer(
    db,
    SHOP,
    {...GROOMING_DEMO_CUSTOMER, acceptsMarketing: true},
    hashPassword,
  );
  // The provider's record of the demo's verified phone: phone login opens this account (by Multipass).
  insertPhoneLoginAccount(db, SHOP, GROOMING_DEMO_CUSTOMER.phone, 'multipass');
}
