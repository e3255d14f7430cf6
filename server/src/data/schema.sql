-- Embedded commerce backend: one SQLite file, every shop in it.
-- Money is integer paise; ids are integers turned into gid://shopify/<Type>/<id> at the API edge.
-- Timestamps are ISO 8601 strings (UTC).

CREATE TABLE IF NOT EXISTS shops (
  id TEXT PRIMARY KEY,                 -- 'grooming' | 'gum'
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  currency TEXT NOT NULL DEFAULT 'INR',
  primary_locale TEXT NOT NULL DEFAULT 'en',
  locales TEXT NOT NULL DEFAULT '["en"]', -- JSON array
  public_token TEXT NOT NULL UNIQUE,
  private_token TEXT NOT NULL UNIQUE,
  multipass_secret TEXT NOT NULL,
  merchant_id TEXT NOT NULL
);

-- Translations for any resource (Shopify's translatable-resource model).
-- resource: 'product' | 'collection' | 'page' | 'article' | 'blog' | 'menu_item' | 'variant' | 'option' | 'shop'
CREATE TABLE IF NOT EXISTS translations (
  resource TEXT NOT NULL,
  resource_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  field TEXT NOT NULL,                 -- e.g. 'title', 'description', 'body_html'
  value TEXT NOT NULL,
  PRIMARY KEY (resource, resource_id, locale, field)
);

CREATE TABLE IF NOT EXISTS images (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  path TEXT NOT NULL,                  -- served at /cdn/shop/files/<path>; absolute URL built at the edge
  alt_text TEXT,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  recipe TEXT NOT NULL DEFAULT '{}'     -- JSON drawing recipe the image server renders (see server/src/images)
);

CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  handle TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  description_html TEXT NOT NULL DEFAULT '',
  product_type TEXT NOT NULL DEFAULT '',
  vendor TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '[]',      -- JSON array of strings
  seo_title TEXT,
  seo_description TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT NOT NULL,
  best_selling_rank INTEGER NOT NULL DEFAULT 1000, -- lower sells better (BEST_SELLING sort)
  UNIQUE (shop, handle)
);

CREATE TABLE IF NOT EXISTS product_images (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  image_id INTEGER NOT NULL REFERENCES images(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, image_id)
);

CREATE TABLE IF NOT EXISTS product_options (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  option_values TEXT NOT NULL           -- JSON array of strings, in display order
);

CREATE TABLE IF NOT EXISTS variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,                  -- 'Default Title' or option values joined by ' / '
  sku TEXT,
  barcode TEXT,
  price_paise INTEGER NOT NULL,
  compare_at_paise INTEGER,
  available_for_sale INTEGER NOT NULL DEFAULT 1,
  quantity_available INTEGER NOT NULL DEFAULT 100,
  image_id INTEGER REFERENCES images(id),
  selected_options TEXT NOT NULL        -- JSON array of {name, value}
);

-- owner: 'product' | 'variant' | 'collection' | 'shop' | 'page'
CREATE TABLE IF NOT EXISTS metafields (
  id INTEGER PRIMARY KEY,
  owner TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  type TEXT NOT NULL,                   -- Shopify metafield type, e.g. 'rating', 'number_integer', 'single_line_text_field', 'json'
  value TEXT NOT NULL,
  UNIQUE (owner, owner_id, namespace, key)
);

CREATE TABLE IF NOT EXISTS collections (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  handle TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  description_html TEXT NOT NULL DEFAULT '',
  image_id INTEGER REFERENCES images(id),
  seo_title TEXT,
  seo_description TEXT,
  updated_at TEXT NOT NULL,
  UNIQUE (shop, handle)
);

CREATE TABLE IF NOT EXISTS collection_products (
  collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,            -- COLLECTION_DEFAULT / MANUAL order
  PRIMARY KEY (collection_id, product_id)
);

CREATE TABLE IF NOT EXISTS menus (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  handle TEXT NOT NULL,
  title TEXT NOT NULL,
  UNIQUE (shop, handle)
);

CREATE TABLE IF NOT EXISTS menu_items (
  id INTEGER PRIMARY KEY,
  menu_id INTEGER NOT NULL REFERENCES menus(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES menu_items(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  url TEXT NOT NULL,                    -- path ('/collections/x') or absolute external URL
  type TEXT NOT NULL,                   -- MenuItemType enum: COLLECTION, PRODUCT, PAGE, BLOG, ARTICLE, FRONTPAGE, SEARCH, SHOP_POLICY, HTTP, CATALOG
  resource_id TEXT,                     -- gid of the linked resource, if any
  tags TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE IF NOT EXISTS pages (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  handle TEXT NOT NULL,
  title TEXT NOT NULL,
  body_html TEXT NOT NULL,
  body_summary TEXT NOT NULL DEFAULT '',
  seo_title TEXT,
  seo_description TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (shop, handle)
);

CREATE TABLE IF NOT EXISTS blogs (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  handle TEXT NOT NULL,
  title TEXT NOT NULL,
  seo_title TEXT,
  seo_description TEXT,
  UNIQUE (shop, handle)
);

CREATE TABLE IF NOT EXISTS articles (
  id INTEGER PRIMARY KEY,
  blog_id INTEGER NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  handle TEXT NOT NULL,
  title TEXT NOT NULL,
  content_html TEXT NOT NULL,
  excerpt TEXT NOT NULL DEFAULT '',
  author_name TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]',
  image_id INTEGER REFERENCES images(id),
  published_at TEXT NOT NULL,
  seo_title TEXT,
  seo_description TEXT,
  UNIQUE (blog_id, handle)
);

-- handle: 'shipping-policy' | 'privacy-policy' | 'refund-policy' | 'terms-of-service'
CREATE TABLE IF NOT EXISTS policies (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  handle TEXT NOT NULL,
  title TEXT NOT NULL,
  body_html TEXT NOT NULL,
  UNIQUE (shop, handle)
);

CREATE TABLE IF NOT EXISTS url_redirects (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  path TEXT NOT NULL,
  target TEXT NOT NULL,
  UNIQUE (shop, path)
);

-- Discount codes: used by the Storefront API cart and by the checkout provider's offers API.
CREATE TABLE IF NOT EXISTS discounts (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  code TEXT NOT NULL COLLATE NOCASE,
  title TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',      -- shopper-facing description of the offer
  offer_type TEXT NOT NULL DEFAULT 'store_offer', -- 'store_offer' | 'payment_offer'
  value_type TEXT NOT NULL,             -- 'percentage' | 'fixed_amount'
  value INTEGER NOT NULL,               -- percentage in basis points (1000 = 10%) or paise
  max_discount_paise INTEGER,           -- cap for percentage offers
  min_subtotal_paise INTEGER NOT NULL DEFAULT 0,
  max_subtotal_paise INTEGER,           -- applies only below this subtotal (FREESHIP: while shipping is charged)
  min_quantity INTEGER NOT NULL DEFAULT 0,
  product_ids TEXT NOT NULL DEFAULT '[]', -- JSON array of product ids; empty = whole cart
  payment TEXT,                         -- JSON for payment offers: {offerId, paymentOfferTitle, logoPath, autoApply, cashbackPaise, offerCategory, tnc}
  active INTEGER NOT NULL DEFAULT 1,
  -- Usage rules, checked where a cart or an order is priced (pricing/engine.ts DiscountConditions):
  payment_methods TEXT NOT NULL DEFAULT '[]', -- JSON: [] any payment; 'prepaid' any online; 'upi' | 'card' | 'wallet' | 'netbanking'
  first_order_only INTEGER NOT NULL DEFAULT 0,
  once_per_customer INTEGER NOT NULL DEFAULT 0,
  combines_with_prepaid INTEGER NOT NULL DEFAULT 1, -- 0: not given with the shop's prepaid discount
  UNIQUE (shop, code)
);

CREATE TABLE IF NOT EXISTS carts (
  id TEXT PRIMARY KEY,                  -- opaque token; gid is gid://shopify/Cart/<id>?key=<secret>
  secret TEXT NOT NULL,
  shop TEXT NOT NULL REFERENCES shops(id),
  note TEXT NOT NULL DEFAULT '',
  attributes TEXT NOT NULL DEFAULT '[]',    -- JSON [{key, value}]
  discount_codes TEXT NOT NULL DEFAULT '[]',-- JSON array of codes as entered
  buyer_identity TEXT NOT NULL DEFAULT '{}',-- JSON {email, phone, countryCode, customerId}
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  completed_at TEXT                         -- set when an order was placed from it
);

CREATE TABLE IF NOT EXISTS cart_lines (
  id INTEGER PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES variants(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  attributes TEXT NOT NULL DEFAULT '[]',
  position INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  email TEXT NOT NULL COLLATE NOCASE,
  phone TEXT,
  first_name TEXT,
  last_name TEXT,
  password_hash TEXT,                   -- scrypt$<salt hex>$<hash hex>; NULL until activated
  state TEXT NOT NULL DEFAULT 'ENABLED',-- 'ENABLED' | 'INVITED' | 'DISABLED'
  activation_token TEXT,                -- 32 hex; URL /account/activate/<id>/<token>-<unix>
  activation_expires_at TEXT,
  accepts_marketing INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (shop, email)
);

CREATE TABLE IF NOT EXISTS customer_access_tokens (
  token TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);

-- Multipass tokens are single use: remember a hash of each one accepted.
CREATE TABLE IF NOT EXISTS multipass_used (
  token_hash TEXT PRIMARY KEY,
  used_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  number INTEGER NOT NULL,
  customer_id INTEGER REFERENCES customers(id),
  cart_id TEXT NOT NULL UNIQUE,         -- one order per cart: replays return the same order
  email TEXT,
  phone TEXT,
  currency TEXT NOT NULL,
  subtotal_paise INTEGER NOT NULL,
  discount_paise INTEGER NOT NULL DEFAULT 0,
  shipping_paise INTEGER NOT NULL DEFAULT 0,
  total_paise INTEGER NOT NULL,
  discount_code TEXT,
  payment_method TEXT NOT NULL,         -- 'COD' | 'PREPAID'
  payment_instrument TEXT,              -- PREPAID: 'upi' | 'card' | 'wallet' | 'netbanking' (NULL: not said)
  shipping_address TEXT NOT NULL,       -- JSON MailingAddress fields
  financial_status TEXT NOT NULL,       -- OrderFinancialStatus enum
  fulfillment_status TEXT NOT NULL DEFAULT 'UNFULFILLED',
  processed_at TEXT NOT NULL,
  UNIQUE (shop, number)
);

CREATE TABLE IF NOT EXISTS order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  variant_id INTEGER REFERENCES variants(id),
  title TEXT NOT NULL,
  variant_title TEXT,
  quantity INTEGER NOT NULL,
  price_paise INTEGER NOT NULL,
  discount_paise INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS newsletter_subscribers (
  shop TEXT NOT NULL REFERENCES shops(id),
  email TEXT NOT NULL COLLATE NOCASE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (shop, email)
);

-- Phone-login widget stand-in: one-time codes by phone.
CREATE TABLE IF NOT EXISTS phone_otps (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  phone TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  consumed_at TEXT,
  verified_at TEXT                      -- set when the right code used it (a burnt code is consumed, not verified)
);

-- Phone-login tokens already decoded (each kpToken decodes once).
CREATE TABLE IF NOT EXISTS phone_login_tokens_used (
  jti TEXT PRIMARY KEY,
  shop TEXT NOT NULL,
  used_at TEXT NOT NULL
);

-- Requests the checkout provider's discount API has issued (GET /api/discount gives a requestId).
CREATE TABLE IF NOT EXISTS provider_requests (
  id TEXT PRIMARY KEY,
  shop TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Analytics/events the checkout provider receives (the answer is ignored by storefronts).
CREATE TABLE IF NOT EXISTS provider_events (
  id INTEGER PRIMARY KEY,
  shop TEXT,
  payload TEXT NOT NULL,
  received_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS idx_variants_product ON variants(product_id);
CREATE INDEX IF NOT EXISTS idx_products_shop ON products(shop);
CREATE INDEX IF NOT EXISTS idx_cart_lines_cart ON cart_lines(cart_id);
CREATE INDEX IF NOT EXISTS idx_collection_products_product ON collection_products(product_id);
CREATE INDEX IF NOT EXISTS idx_orders_customer ON orders(customer_id);
CREATE INDEX IF NOT EXISTS idx_phone_otps_shop_phone ON phone_otps(shop, phone);

-- Free-gift discounts (value_type 'free_gift', e.g. FREEPERFUME): the merchandise the discount adds at
-- 100% off when its minimums are met (Shopify: Buy X Get Y / automatic free gift). See decision 42.
CREATE TABLE IF NOT EXISTS discount_gifts (
  discount_id INTEGER PRIMARY KEY REFERENCES discounts(id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES variants(id),
  quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity > 0)
);

-- What a shop's checkout gives beyond discount codes (seeded from hydrogen.config.ts `cartPerks`):
-- a percentage off prepaid orders and loyalty coins (earn rate, value of a coin, redemption cap).
CREATE TABLE IF NOT EXISTS shop_perks (
  shop TEXT PRIMARY KEY REFERENCES shops(id),
  prepaid_discount_percent INTEGER NOT NULL DEFAULT 0 CHECK (prepaid_discount_percent BETWEEN 0 AND 100),
  coin_name TEXT,                          -- NULL: the shop has no loyalty coins
  earn_paise_per_coin INTEGER CHECK (earn_paise_per_coin > 0),
  coin_value_paise INTEGER CHECK (coin_value_paise > 0),
  redeem_cap_percent INTEGER CHECK (redeem_cap_percent BETWEEN 0 AND 100)
);

-- Loyalty coin ledger: one row per movement; the running balance can never go below zero, and an
-- order earns (or spends) at most once: a replayed order completion finds its row and adds nothing.
CREATE TABLE IF NOT EXISTS loyalty_ledger (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  order_id INTEGER REFERENCES orders(id),
  kind TEXT NOT NULL CHECK (kind IN ('earn', 'redeem', 'adjust')),
  coins INTEGER NOT NULL CHECK ((kind = 'earn' AND coins > 0) OR (kind = 'redeem' AND coins < 0) OR kind = 'adjust'),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (order_id, kind)
);
CREATE INDEX IF NOT EXISTS idx_loyalty_ledger_customer ON loyalty_ledger(customer_id, id);

-- Coins an order earns, owed until the order is paid (decision 103): a prepaid order is paid when placed, a
-- Cash on Delivery order when it is delivered (orders/paid.ts). credited_at is set when the coins reach
-- the ledger; until then they are the customer's pending coins, not spendable.
CREATE TABLE IF NOT EXISTS loyalty_pending (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id),
  shop TEXT NOT NULL REFERENCES shops(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  coins INTEGER NOT NULL CHECK (coins > 0),
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  credited_at TEXT
);
CREATE INDEX IF NOT EXISTS idx_loyalty_pending_customer ON loyalty_pending(customer_id, credited_at);

-- Every discount an order received, by kind: 'code' (discount code), 'gift' (free-gift line),
-- 'prepaid' (paid online), 'loyalty' (coins redeemed). orders.discount_paise is the sum of the
-- non-gift rows; the gift is on its order line (price_paise = discount_paise).
CREATE TABLE IF NOT EXISTS order_discounts (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('code', 'gift', 'prepaid', 'loyalty')),
  title TEXT NOT NULL,
  code TEXT,
  amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
  UNIQUE (order_id, kind)
);

-- Phone-login provider stand-in: how the provider logs each phone's shop account in (docs/requirements.md, gum: behaviour:
-- three shapes). 'password': it returns {email, password} (the provider set that password);
-- 'activation': while the account is INVITED it returns {accountActivationUrl, password} and keeps the
-- password, then {email, password}; 'multipass' (also: no row): {multipassToken}.
CREATE TABLE IF NOT EXISTS phone_login_accounts (
  shop TEXT NOT NULL REFERENCES shops(id),
  phone TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('password', 'activation', 'multipass')),
  password TEXT,                        -- held by the provider to hand to the merchant's server
  PRIMARY KEY (shop, phone)
);

-- Marketing service stand-in (Klaviyo-shaped back-in-stock alerts, docs/architecture.md). One row per
-- profile and variant while it waits: a second request for the same contact and variant finds the
-- waiting row (partial unique index). 'notified' once its message is queued, 'unsubscribed' by the link.
CREATE TABLE IF NOT EXISTS back_in_stock_subscriptions (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  variant_id INTEGER NOT NULL REFERENCES variants(id),
  channel TEXT NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  contact TEXT NOT NULL COLLATE NOCASE,  -- lower-cased e-mail or +91XXXXXXXXXX
  status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'notified', 'unsubscribed')),
  unsubscribe_token TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  notified_at TEXT,
  locale TEXT NOT NULL DEFAULT 'en'      -- the sign-up page's language: the alert's (decision 107)
);
CREATE UNIQUE INDEX IF NOT EXISTS idx_back_in_stock_waiting
  ON back_in_stock_subscriptions(shop, variant_id, contact) WHERE status = 'waiting';

-- The marketing service's short links (SMS alerts must fit one message, decision 107): /m/<code> → url.
CREATE TABLE IF NOT EXISTS marketing_short_links (
  code TEXT PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  url TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Messages the marketing service would send; UNIQUE (subscription_id): at most one per subscription,
-- whatever restocks run at once (docs/runbook.md, "Back-in-stock outbox").
CREATE TABLE IF NOT EXISTS marketing_outbox (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  subscription_id INTEGER NOT NULL UNIQUE REFERENCES back_in_stock_subscriptions(id),
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  unsubscribe_url TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Consent per contact and shop (issue 35, findings 2-3; decision 115): a new contact is 'pending' until
-- it confirms from the one confirmation message it gets; an unsubscribe makes it 'suppressed' (a new
-- token, so an old confirmation link cannot undo it). Alerts go to 'confirmed' contacts only.
-- confirmation_sent: a confirmation went out since the last change, so no second one is sent.
CREATE TABLE IF NOT EXISTS marketing_consents (
  shop TEXT NOT NULL REFERENCES shops(id),
  contact TEXT NOT NULL COLLATE NOCASE,
  channel TEXT NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'suppressed')),
  confirm_token TEXT NOT NULL UNIQUE,
  confirmation_sent INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (shop, contact)
);

-- Confirmation messages the marketing service would send (one per pending or re-subscribing contact).
CREATE TABLE IF NOT EXISTS marketing_confirmations (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  confirm_url TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- What an order was promised at checkout (issue 23): the delivery pincode, the IST date promised and
-- the Cash on Delivery fee charged (0 when prepaid). The fee is included in orders.total_paise.
CREATE TABLE IF NOT EXISTS order_delivery (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  pincode TEXT NOT NULL,
  promised_date TEXT NOT NULL,            -- YYYY-MM-DD, IST
  cod_fee_paise INTEGER NOT NULL DEFAULT 0 CHECK (cod_fee_paise >= 0),
  locale TEXT NOT NULL DEFAULT 'en'       -- the checkout's language: the order's messages speak it
);

-- The reviews provider the backend plays (Judge.me-shaped, server/src/reviews/; decision 123). Seeded
-- reviews keep title/body/reviewer_name NULL and are written out from seed_key on read (reviews/seed-text.ts).
-- curated: 'ok' (published) | 'not-yet' (waiting for moderation) | 'spam' (rejected).
CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title TEXT,
  body TEXT,
  reviewer_name TEXT,
  reviewer_external_id INTEGER,          -- the Shopify customer id, for written reviews
  language TEXT NOT NULL DEFAULT 'en',
  verified TEXT NOT NULL DEFAULT 'nothing',
  curated TEXT NOT NULL DEFAULT 'not-yet' CHECK (curated IN ('ok', 'not-yet', 'spam')),
  hidden INTEGER NOT NULL DEFAULT 0,
  source TEXT NOT NULL DEFAULT 'web',
  seed_key INTEGER,
  pictures_count INTEGER NOT NULL DEFAULT 0,
  helpful_count INTEGER NOT NULL DEFAULT 0,
  held_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  order_id INTEGER                       -- the order whose review link it came from (decision 135)
);
CREATE INDEX IF NOT EXISTS idx_reviews_product ON reviews(shop, product_id, curated, created_at);
-- One review per shopper and product (a second is "the same review twice").
CREATE UNIQUE INDEX IF NOT EXISTS idx_reviews_one_per_reviewer
  ON reviews(shop, product_id, reviewer_external_id) WHERE reviewer_external_id IS NOT NULL AND curated != 'spam';
-- One review per product of an order reached through its review link (a guest order has no customer).
CREATE UNIQUE INDEX IF NOT EXISTS idx_reviews_one_per_order
  ON reviews(order_id, product_id) WHERE order_id IS NOT NULL AND curated != 'spam';

-- The seed's plan per product (decision 123): how many reviews at which average; the rows are written on
-- the provider's first request for the product (seeded = 1), so a fresh database costs no review rows.
CREATE TABLE IF NOT EXISTS review_seeds (
  product_id INTEGER PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  stars TEXT NOT NULL,                   -- JSON [_, ones, twos, threes, fours, fives]
  seeded INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS review_pictures (
  id INTEGER PRIMARY KEY,
  review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  image_id INTEGER NOT NULL REFERENCES images(id),
  hidden INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS idx_review_pictures ON review_pictures(review_id);

-- Bytes of photos shoppers uploaded, already cleaned and resized (EXIF dropped); served by the image CDN.
CREATE TABLE IF NOT EXISTS uploaded_images (
  image_id INTEGER PRIMARY KEY REFERENCES images(id) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  bytes BLOB NOT NULL
);

-- One helpful vote per shopper and review.
CREATE TABLE IF NOT EXISTS review_votes (
  review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  voter TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (review_id, voter)
);

-- Cash on Delivery confirmation (issue 39, decision 128): one row per COD order, written in the order's
-- own transaction. `state` is the shopper's answer; `last_answer_at` the newest answer's time (webhooks
-- can arrive out of order); `token_nonce` binds the link and buttons to this order; `token_used_at` makes
-- the link single-use. `payment_id` (UNIQUE) is the one capture that converted it to prepaid.
CREATE TABLE IF NOT EXISTS cod_confirmations (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  shop TEXT NOT NULL REFERENCES shops(id),
  locale TEXT NOT NULL CHECK (locale IN ('en', 'hi')),
  phone TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'awaiting'
    CHECK (state IN ('awaiting', 'confirmed', 'cancelled', 'converted', 'unconfirmed')),
  needs_confirmation INTEGER NOT NULL DEFAULT 0,
  reason TEXT,                            -- 'value' | 'pincode' | NULL: why it waits for the answer
  cod_fee_paise INTEGER NOT NULL,
  prepaid_paise INTEGER NOT NULL,         -- the prepaid discount offered for paying online
  token_nonce TEXT NOT NULL UNIQUE,
  token_used_at TEXT,
  created_at TEXT NOT NULL,
  reminded_at TEXT,
  decided_at TEXT,
  decided_by TEXT,                        -- 'whatsapp' | 'link' | 'clock' | 'payment'
  last_answer_at TEXT,
  payment_link_id TEXT,
  payment_id TEXT UNIQUE
);

-- What the COD app must send (WhatsApp or SMS messages, Admin API writes). A row is queued in the same
-- transaction as the change that needs it; `dedupe_key` makes a second queueing of the same thing a no-op;
-- the sender passes `id` to the provider as its idempotency key, so a resend after kill -9 is not a second
-- message (docs/runbook.md, "COD confirmation outbox").
CREATE TABLE IF NOT EXISTS cod_outbox (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL REFERENCES shops(id),
  order_id INTEGER NOT NULL REFERENCES orders(id),
  kind TEXT NOT NULL CHECK (kind IN ('confirm', 'reminder', 'reply', 'tags', 'cancel')),
  dedupe_key TEXT NOT NULL UNIQUE,
  payload TEXT NOT NULL,                  -- JSON
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  channel TEXT,                           -- 'whatsapp' | 'sms' | 'admin', once sent
  provider_id TEXT,
  last_error TEXT,
  next_attempt_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX IF NOT EXISTS idx_cod_outbox_pending ON cod_outbox(status, next_attempt_at);

-- "Rate your order" (issue 38, decision 135): one row per order, its primary key the exactly-once key
-- (a tick run twice, two workers or a restart insert nothing more). The row is its own outbox: the
-- sender claims it (attempts, next_attempt_at) and passes `review-request:<order_id>` as the provider's
-- idempotency key. `token_nonce` binds the link's signed token to this order.
CREATE TABLE IF NOT EXISTS review_requests (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  shop TEXT NOT NULL REFERENCES shops(id),
  locale TEXT NOT NULL CHECK (locale IN ('en', 'hi')),
  phone TEXT NOT NULL,
  token_nonce TEXT NOT NULL UNIQUE,
  due_reason TEXT NOT NULL,               -- 'delivered' | 'promised-date'
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  channel TEXT,                           -- 'whatsapp' | 'sms', once sent
  provider_id TEXT,
  last_error TEXT,
  next_attempt_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX IF NOT EXISTS idx_review_requests_pending ON review_requests(status, next_attempt_at);

-- Inbound WhatsApp messages the receiver has handled: a replayed webhook finds its message id here.
CREATE TABLE IF NOT EXISTS cod_webhook_events (
  message_id TEXT PRIMARY KEY,
  order_id INTEGER,
  outcome TEXT NOT NULL,
  received_at TEXT NOT NULL
);

-- Messages the WhatsApp Cloud API and SMS stand-ins accepted (server/src/whatsapp/); `idempotency_key`
-- (the sender's outbox id) makes a resend return the first message.
CREATE TABLE IF NOT EXISTS messaging_sent (
  id TEXT PRIMARY KEY,                    -- wamid.… or sms.…
  channel TEXT NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
  shop TEXT NOT NULL,
  recipient TEXT NOT NULL,
  template TEXT,
  language TEXT,
  body TEXT NOT NULL,
  buttons TEXT NOT NULL DEFAULT '[]',     -- JSON [{text, payload}]
  idempotency_key TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (channel, shop, idempotency_key)
);

-- The Admin API stand-in's order tags (orderUpdate) and cancellations (orderCancel).
CREATE TABLE IF NOT EXISTS order_admin (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  tags TEXT NOT NULL DEFAULT '[]',        -- JSON array
  cancelled_at TEXT,
  cancel_reason TEXT
);

-- The checkout provider's payment links (Razorpay-shaped): one per order (reference_id), paid once.
CREATE TABLE IF NOT EXISTS provider_payment_links (
  id TEXT PRIMARY KEY,                    -- plink_…
  shop TEXT NOT NULL REFERENCES shops(id),
  reference_id TEXT NOT NULL,
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  description TEXT NOT NULL,
  callback_url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'cancelled')),
  payment_id TEXT,
  method TEXT,
  created_at TEXT NOT NULL,
  paid_at TEXT,
  UNIQUE (shop, reference_id)
);
