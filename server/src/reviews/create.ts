/**
 * POST /judgeme/api/v1/reviews (multipart/form-data; decision 126), as a storefront's server sends a
 * signed-in shopper's review: shop_domain + api_token (query), and the fields `handle` (or `id`, the
 * product's external id), `rating`, `title`, `body`, `name`, `reviewer_external_id` (the Shopify
 * customer id the storefront's session proves) or `review_request` (the token of a "rate your order"
 * link, decision 135: the reviewer is that order's buyer), `language`, optional `order_id` and up to 5
 * `pictures[]` files. Every rule is checked before anything is stored;
 * refusals answer `{error, code}` (the storefront words the code). Photos are decoded, turned upright,
 * shrunk to at most 1600 px and re-encoded as WebP: EXIF (GPS included) and anything glued to the
 * picture are gone. The review waits for moderation (curated 'not-yet'); a link or a listed word is
 * noted as the reason it is held.
 */
import sharp from 'sharp';
import type {Handler, Reply} from '../http/router.ts';
import {nowIso, transaction} from '../data/db.ts';
import {
  addReviewPicture,
  customerOrderedProduct,
  findReview,
  findShopProduct,
  findShopProductByHandle,
  insertReview,
  orderOfCustomer,
  reviewOfCustomer,
} from '../data/reviews.ts';
import {shops} from '../../../contracts/index.ts';
import {authenticate} from './auth.ts';
import {
  REVIEW_LIMITS,
  checkReviewText,
  heldReason,
  looksPolyglot,
  sniffImage,
  type ReviewErrorCode,
} from './rules.ts';
import {reviewViews} from './view.ts';
import {ensureSeeded} from './seed.ts';
import {checkReviewLink} from './requests.ts';

const MAX_EDGE = 1600;

function refuse(status: number, code: string, error: string): Reply {
  return {status, body: {error, code}};
}

const MESSAGES: Record<ReviewErrorCode, string> = {
  rating: 'rating must be a whole number of stars from 1 to 5.',
  title: `title must be at most ${REVIEW_LIMITS.titleMax} characters.`,
  body: `body must be ${REVIEW_LIMITS.bodyMin} to ${REVIEW_LIMITS.bodyMax} characters.`,
  name: `name is required (at most ${REVIEW_LIMITS.nameMax} characters).`,
  markup: 'name, title and body must be plain text, without markup or script.',
  'photo-count': `At most ${REVIEW_LIMITS.photosMax} pictures.`,
  'photo-size': `Each picture must be at most ${REVIEW_LIMITS.photoMaxBytes / 1024 / 1024} MB.`,
  'photo-type': 'Pictures must be JPEG, PNG or WebP images.',
  'photo-broken': 'A picture could not be read as an image.',
};

async function formOf(
  body: unknown,
  contentType: string | undefined,
): Promise<FormData | null> {
  if (
    !Buffer.isBuffer(body) ||
    !/^multipart\/form-data;/i.test(contentType ?? '')
  )
    return null;
  try {
    return await new Request('http://reviews.local/', {
      method: 'POST',
      headers: {'Content-Type': contentType!},
      body: new Uint8Array(body),
    }).formData();
  } catch {
    return null;
  }
}

interface Photo {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Each file checked by its bytes and re-encoded; the first refusal's code. */
async function cleanPhotos(
  files: File[],
): Promise<{ok: true; photos: Photo[]} | {ok: false; code: ReviewErrorCode}> {
  if (files.length > REVIEW_LIMITS.photosMax)
    return {ok: false, code: 'photo-count'};
  const photos: Photo[] = [];
  for (const file of files) {
    if (file.size > REVIEW_LIMITS.photoMaxBytes)
      return {ok: false, code: 'photo-size'};
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!sniffImage(bytes) || looksPolyglot(bytes))
      return {ok: false, code: 'photo-type'};
    try {
      const {data, info} = await sharp(bytes, {limitInputPixels: 40_000_000})
        .rotate()
        .resize({
          width: MAX_EDGE,
          height: MAX_EDGE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({quality: 82})
        .toBuffer({resolveWithObject: true});
      photos.push({bytes: data, width: info.width, height: info.height});
    } catch {
      return {ok: false, code: 'photo-broken'};
    }
  }
  return {ok: true, photos};
}

export const createReview: Handler = async (ctx) => {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  const {shop} = auth;
  const form = await formOf(ctx.body, ctx.req.headers['content-type']);
  if (!form)
    return refuse(415, 'format', 'Send the review as multipart/form-data.');
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };

  const handle = field('handle');
  const id = field('id');
  const product = /^\d{1,15}$/.test(id)
    ? findShopProduct(ctx.db, shop, Number(id))
    : /^[a-z0-9-]{1,255}$/.test(handle)
      ? findShopProductByHandle(ctx.db, shop, handle)
      : null;
  if (!product)
    return refuse(404, 'product', 'No product with this id or handle.');

  ensureSeeded(ctx.db, product.id);
  // A "rate your order" link (decision 135) names the reviewer: that order's buyer, a guest included.
  const linkToken = field('review_request');
  let customerId: number | null;
  let linkOrderId: number | null = null;
  if (linkToken) {
    const link = checkReviewLink(ctx.db, shop, linkToken, new Date());
    if (!link.ok)
      return refuse(
        link.error === 'invalid' ? 404 : 410,
        'link',
        `This review link is ${link.error}.`,
      );
    const item = link.value.products.find((p) => p.id === product.id);
    if (!item)
      return refuse(403, 'order', 'This order does not hold this product.');
    if (item.reviewed)
      return refuse(
        409,
        'duplicate',
        'This shopper has already reviewed this product.',
      );
    customerId = link.value.order.customerId;
    linkOrderId = link.value.request.orderId;
  } else {
    const reviewer = field('reviewer_external_id');
    if (!/^\d{1,15}$/.test(reviewer))
      return refuse(
        401,
        'sign-in',
        'reviewer_external_id (the signed-in customer) is required.',
      );
    customerId = Number(reviewer);
  }

  const text = checkReviewText({
    rating: field('rating'),
    title: field('title'),
    body: field('body'),
    name: field('name'),
  });
  if (!text.ok) return refuse(400, text.code, MESSAGES[text.code]);

  const orderField = field('order_id');
  if (orderField && linkOrderId === null) {
    if (
      !/^\d{1,15}$/.test(orderField) ||
      customerId === null ||
      !orderOfCustomer(ctx.db, shop, Number(orderField), customerId, product.id)
    )
      return refuse(
        403,
        'order',
        'This order is not yours or does not hold this product.',
      );
  }
  const bought =
    linkOrderId !== null ||
    (customerId !== null &&
      customerOrderedProduct(ctx.db, shop, customerId, product.id));
  const shopConfig = shops[shop as keyof typeof shops];
  if (!bought && !shopConfig?.reviews.nonBuyersMayReview)
    return refuse(
      403,
      'buyers-only',
      'Only shoppers who bought this product may review it.',
    );
  if (
    customerId !== null &&
    reviewOfCustomer(ctx.db, shop, product.id, customerId)
  )
    return refuse(
      409,
      'duplicate',
      'This shopper has already reviewed this product.',
    );

  const files = form
    .getAll('pictures[]')
    .concat(form.getAll('pictures'))
    .filter(
      (value): value is File => typeof value !== 'string' && value.size > 0,
    );
  const photos = await cleanPhotos(files);
  if (!photos.ok) return refuse(400, photos.code, MESSAGES[photos.code]);

  const language = field('language') === 'hi' ? 'hi' : 'en';
  const held = heldReason(text.value.title, text.value.body, text.value.name);
  let newId = 0;
  try {
    transaction(ctx.db, () => {
      newId = insertReview(ctx.db, {
        shop,
        productId: product.id,
        rating: text.value.rating,
        title: text.value.title,
        body: text.value.body,
        reviewerName: text.value.name,
        reviewerExternalId: customerId,
        language,
        verified: bought ? 'verified-purchase' : 'unconfirmed-buyer',
        curated: 'not-yet',
        source: 'web',
        heldReason: held,
        createdAt: nowIso(),
        orderId: linkOrderId,
      });
      photos.photos.forEach((photo, index) =>
        addReviewPicture(ctx.db, newId, {
          shop,
          path: `reviews/uploads/${newId}-${index + 1}.webp`,
          altText: `Photo by ${text.value.name}`,
          width: photo.width,
          height: photo.height,
          recipe: '{}',
          upload: {contentType: 'image/webp', bytes: photo.bytes},
        }),
      );
    });
  } catch (error) {
    // Two posts at once: the unique index keeps one review per shopper and product.
    if (String(error).includes('UNIQUE'))
      return refuse(
        409,
        'duplicate',
        'This shopper has already reviewed this product.',
      );
    throw error;
  }
  const stored = findReview(ctx.db, shop, newId)!;
  return {
    status: 201,
    body: {review: reviewViews(ctx.db, ctx.origin, [stored])[0], held: !!held},
  };
};
