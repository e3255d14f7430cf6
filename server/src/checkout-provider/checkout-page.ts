/**
 * The provider's checkout page: server-rendered, shown inside the widget's iframe
 * (/provider/checkout/<cartToken>?key=…&embedded=1&parentOrigin=…) and as a full page at the cart's
 * checkoutUrl (/checkouts/cn/<cartToken>?key=…), the redirect fallback.
 *
 * The form posts JSON to /provider/checkout/<cartToken>/complete, which places the order with
 * createOrderFromCart (idempotent per cart: a replay returns the same order and creates none), then the
 * page posts {type: 'orderSuccess', order} to the parent window. 'checkout-close' closes the widget.
 *
 * Only the shop's storefronts may frame the page (CSP frame-ancestors) and receive its messages: a
 * parentOrigin that is not one of them is refused. Every value placed in a script goes through
 * jsonForScript, every value in HTML through escapeHtml (http/html.ts, docs/security.md).
 */
import type {Handler, Reply} from '../http/router.ts';
import {BadRequest} from '../http/app.ts';
import {findCart} from '../data/carts.ts';
import {priceCart, type PricedCart} from '../pricing/cart.ts';
import {findOrderByCartId, OrderError, type Order} from '../data/orders.ts';
import {LoyaltyError} from '../data/loyalty.ts';
import {
  CheckoutChanged,
  checkoutQuote,
  checkoutQuotes,
  codesNotMet,
  placeOrder,
  type CheckoutQuote,
} from './perks.ts';
import {
  paymentOptionView,
  perkLabels,
  perksFormHtml,
  perksScript,
  perksSummaryHtml,
  type PaymentOptionView,
} from './perks-view.ts';
import {cartVersion} from './cart-version.ts';
import {
  conditionMessage,
  type ConditionLocale,
} from '../pricing/condition-messages.ts';
import {
  isPaymentInstrument,
  PAYMENT_INSTRUMENTS,
  paymentKey,
  type PaymentChoice,
} from '../pricing/payment.ts';
import {findShopByMerchantId} from '../data/shops.ts';
import {bareCartToken, cartKey} from './auth.ts';
import {fault} from './faults.ts';
import {
  checkoutLocale,
  checkoutStrings,
  type CheckoutLocale,
} from './checkout-strings.ts';
import {
  escapeHtml,
  htmlPageHeaders,
  jsonForScript,
  scriptNonce,
} from '../http/html.ts';
import {
  allowedOrigin,
  allStorefrontOrigins,
  shopStorefrontOrigins,
} from '../http/origins.ts';
import {
  checkoutDelivery,
  codFeeOf,
  DeliveryRefusal,
  deliveryNote,
} from './delivery.ts';
import {isPincode} from '../../../contracts/index.ts';
import {addressMismatch} from '../logistics/address.ts';
import type {Db} from '../data/db.ts';
import {merchandiseName} from '../i18n/merchandise-name.ts';
import {devanagariStyles} from './fonts.ts';
import {shippingOf} from './shipping.ts';
import {
  checkoutPrefill,
  placeFor,
  prefillLabels,
  prefillScript,
} from './prefill.ts';
import {startCodConfirmation} from '../cod/flow.ts';
import {
  checkCodOtp,
  codOtpNeeded,
  CodOtpNeeded,
  sendCodOtp,
  type OtpHold,
} from './cod-otp.ts';

const INR = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 129900 → "₹1,299.00" (integer paise; the division is only for display). */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = INR.format(Math.floor(abs / 100)).replace(/\.00$/, '');
  return `${sign}₹${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** What the storefront receives in {type: 'orderSuccess', order}. total_price etc. are integer paise. */
export function orderMessage(order: Order, created: boolean) {
  return {
    id: `gid://shopify/Order/${order.id}`,
    order_id: order.id,
    name: order.name,
    order_number: order.number,
    total_price: order.totalPaise,
    subtotal_price: order.subtotalPaise,
    total_discounts: order.discountPaise,
    currency: order.currency,
    discount_code: order.discountCode,
    payment_method: order.paymentMethod,
    created,
  };
}

export const STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];

/** How one page is served: its script nonce and the storefront origins that may frame it. */
interface PageView {
  nonce: string;
  storefronts: readonly string[];
  /** The shopper's language, from the storefront's hand-off (?locale=hi; checkout-strings.ts). */
  locale: CheckoutLocale;
}

function page(
  title: string,
  body: string,
  view: PageView,
  status = 200,
): Reply {
  return {
    status,
    headers: htmlPageHeaders(view.nonce, view.storefronts),
    body: `<!doctype html><html lang="${view.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLES}${view.locale === 'hi' ? devanagariStyles() : ''}</style></head><body>${body}</body></html>`,
  };
}

const STYLES = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1c1c;background:#f6f5f2}
header{display:flex;align-items:center;justify-content:space-between;padding:12px 16px;background:#111;color:#fff}
header h1{font-size:16px;margin:0;letter-spacing:.04em}header button{background:none;border:0;color:#fff;font-size:22px;cursor:pointer}
main{display:grid;gap:16px;padding:16px;max-width:960px;margin:0 auto}@media(min-width:800px){main{grid-template-columns:1fr 360px}}
section{background:#fff;border-radius:10px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}h2{font-size:15px;margin:0 0 12px}
label{display:block;font-size:13px;font-weight:600;margin:10px 0 4px}input,select,textarea{width:100%;padding:10px;border:1px solid #bbb;border-radius:6px;font:inherit}
.row{display:grid;grid-template-columns:1fr 1fr;gap:10px}.pay{display:flex;gap:10px;margin-top:8px}.pay label{flex:1;border:1px solid #bbb;border-radius:8px;padding:10px;font-weight:500;display:flex;gap:8px;align-items:center;margin:0}
.pay input{width:auto}.line{display:flex;justify-content:space-between;gap:8px;padding:6px 0;border-bottom:1px solid #eee}.muted{color:#666;font-size:13px}
.total{display:flex;justify-content:space-between;padding:4px 0}.total.grand{font-weight:700;font-size:17px;border-top:1px solid #ddd;margin-top:6px;padding-top:8px}
.discount{color:#0a7a3b}.total[hidden]{display:none}.perk{color:#0a7a3b;font-size:13px;margin:8px 0 0}label.coins{display:flex;gap:8px;align-items:center;font-weight:500}label.coins input{width:auto}button.primary{width:100%;margin-top:16px;padding:14px;border:0;border-radius:8px;background:#111;color:#fff;font-weight:700;font-size:16px;cursor:pointer}
button.primary[disabled]{opacity:.6}.error{color:#b00020;font-size:13px;min-height:1em}.success{text-align:center;padding:40px 16px}.success h2{font-size:22px}
a.full{display:inline-block;margin-top:10px;font-size:13px;color:#333}
button.secondary{margin-top:8px;padding:8px 0;border:0;background:none;color:#333;text-decoration:underline;font:inherit;font-size:13px;cursor:pointer}#otp-step[hidden],#otp-resend[hidden]{display:none}
.instruments{border:0;padding:0;margin:10px 0 0;display:flex;gap:8px;flex-wrap:wrap}.instruments[hidden],[data-testid="payment-notes"][hidden]{display:none}
.instruments legend{font-size:13px;font-weight:600;padding:0;margin-bottom:4px}.instruments label{display:flex;gap:6px;align-items:center;font-weight:500;margin:0;border:1px solid #bbb;border-radius:8px;padding:8px 10px}.instruments input{width:auto}`;

interface CheckoutTarget {
  token: string;
  key: string;
}

function target(params: Record<string, string>, url: URL): CheckoutTarget {
  const raw = params.token ?? '';
  return {
    token: bareCartToken(raw),
    key: url.searchParams.get('key') ?? cartKey(raw) ?? '',
  };
}

function summary(
  priced: PricedCart,
  quote: CheckoutQuote,
  locale: CheckoutLocale,
  codFeePaise: number,
  db: Db,
  shippingPaise: number,
): string {
  const labels = perkLabels(locale);
  const t = checkoutStrings(locale);
  const lines = priced.lines
    .map((l) => {
      const m = l.line.merchandise;
      // The line in the shopper's language (decision 105).
      const name = merchandiseName(db, m.shop, m.variantId, locale) ?? {
        product: m.productTitle,
        variant: m.variantTitle === 'Default Title' ? null : m.variantTitle,
      };
      const variant = name.variant
        ? ` <span class="muted">(${escapeHtml(name.variant)})</span>`
        : '';
      // A free-gift line (FREEPERFUME) shows its value struck through and 'Free'.
      const price = l.gift
        ? `<span><s class="muted">${formatPaise(l.subtotalPaise)}</s> ${labels.free}</span>`
        : `<span>${formatPaise(l.subtotalPaise)}</span>`;
      const gift = l.gift
        ? ` <span class="discount">(${labels.gift})</span>`
        : '';
      return `<div class="line" data-testid="${l.gift ? 'summary-gift' : 'summary-line'}"><span>${escapeHtml(name.product)}${variant} × ${l.line.quantity}${gift}</span>${price}</div>`;
    })
    .join('');
  const code = priced.applied?.discount?.code ?? priced.applied?.code ?? null;
  // Always drawn: the chosen payment can bring a code in or take it out (perks-view.ts perksScript).
  const discount = `<div class="total discount" data-testid="summary-discount"${priced.discountPaise ? '' : ' hidden'}><span data-label>${t.discount}${code ? ` (${escapeHtml(code)})` : ''}</span><span data-amount>−${formatPaise(priced.discountPaise)}</span></div>`;
  return `<section aria-labelledby="summary-h"><h2 id="summary-h">${t.orderSummary}</h2>${lines}
<div class="total"><span>${t.subtotal}</span><span>${formatPaise(priced.subtotalPaise)}</span></div>${discount}${perksSummaryHtml(quote, formatPaise, locale)}
<div class="total" data-testid="summary-shipping"><span>${t.shipping}</span><span>${shippingPaise ? formatPaise(shippingPaise) : t.free}</span></div>
<div class="total" data-testid="summary-cod-fee" hidden><span>${t.codFee}</span><span>${formatPaise(codFeePaise)}</span></div>
<div class="total grand"><span>${t.total}</span><span data-testid="summary-total">${formatPaise(priced.totalPaise + shippingPaise)}</span></div></section>`;
}

function closeScript(parentOrigin: string | null, view: PageView): string {
  return `<script nonce="${escapeHtml(view.nonce)}">
const parentOrigin=${jsonForScript(parentOrigin)};
function send(msg){ if (parentOrigin && window.parent && window.parent !== window) window.parent.postMessage(msg, parentOrigin); }
document.querySelectorAll('[data-close]').forEach(function(b){ b.addEventListener('click', function(){ send({type:'checkout-close'}); if (window.parent === window) history.back(); }); });
</script>`;
}

/** GET /provider/checkout/:token and GET /checkouts/cn/:token */
export const checkoutPage: Handler = (ctx) => {
  const {token, key} = target(ctx.params, ctx.url);
  const locale = checkoutLocale(ctx.url);
  const t = checkoutStrings(locale);
  const header = `<header><h1>${t.secureCheckout}</h1><button type="button" data-close aria-label="${t.close}">×</button></header>`;
  const cart = findCart(ctx.db, token);
  const valid = !!cart && !!key && cart.secret === key;
  const view: PageView = {
    nonce: scriptNonce(),
    storefronts: valid
      ? shopStorefrontOrigins(cart.shop)
      : allStorefrontOrigins(),
    locale,
  };
  // The widget passes its page's origin; anything else (or markup) is refused, never echoed.
  const requestedParent = ctx.url.searchParams.get('parentOrigin');
  const parentOrigin =
    requestedParent === null
      ? null
      : allowedOrigin(requestedParent, view.storefronts);
  if (requestedParent !== null && !parentOrigin) {
    return page(
      t.checkout,
      `${header}<main><section><h2>${t.cannotOpen}</h2><p>${t.invalidLinkHelp}</p></section></main>`,
      view,
      400,
    );
  }
  if (!valid) {
    return page(
      t.checkout,
      `${header}<main><section><h2>${t.invalidLink}</h2><p>${t.invalidLinkHelp}</p></section></main>${closeScript(parentOrigin, view)}`,
      view,
      404,
    );
  }
  const existing = findOrderByCartId(ctx.db, token);
  if (existing) {
    return page(
      t.orderPlacedTitle,
      `${header}<div class="success" data-testid="order-success"><h2>${t.alreadyPlaced(escapeHtml(existing.name))}</h2>
<p>${t.total} ${formatPaise(existing.totalPaise)}</p></div>${closeScript(parentOrigin, view)}`,
      view,
    );
  }
  const quotes = checkoutQuotes(ctx.db, token);
  // COD is the choice the form starts with; the script switches to the chosen one's numbers.
  const quote = quotes[0].quote;
  const priced = quote.priced;
  if (priced.lines.length === 0) {
    return page(
      t.checkout,
      `${header}<main><section><h2>${t.emptyCart}</h2></section></main>${closeScript(parentOrigin, view)}`,
      view,
    );
  }
  const embedded = ctx.url.searchParams.get('embedded') === '1';
  // The storefront hands over the pincode its box checked (?pincode=), as it does the language.
  const handedPincode = ctx.url.searchParams.get('pincode') ?? '';
  const pincode = isPincode(handedPincode) ? handedPincode : '';
  const note = pincode
    ? deliveryNote(cart.shop, pincode, quote.orderPaise, locale, formatPaise)
    : null;
  const codFeePaise = codFeeOf(cart.shop);
  // The same for every payment choice: the rule reads the subtotal before discounts (decision 99).
  const shippingPaise = shippingOf(cart.shop, priced.subtotalPaise);
  const codAllowed = !note || note.cod;
  // What the store knows: the pincode's city and state, a signed-in shopper's phone and past addresses.
  const place = pincode ? placeFor(pincode, STATES) : null;
  const known = checkoutPrefill(ctx.db, cart, STATES);
  const p = prefillLabels(locale);
  const saved = known.addresses.length
    ? `<label for="saved-address">${p.saved}</label><select id="saved-address" data-testid="saved-address"><option value="">${p.newAddress}</option>${known.addresses
        .map(
          (a, i) =>
            `<option value="${i}">${escapeHtml([a.name, a.address, a.city, a.pincode].filter(Boolean).join(', '))}</option>`,
        )
        .join('')}</select>`
    : '';
  const states = STATES.map(
    (s) =>
      `<option${s === place?.state ? ' selected' : ''}>${escapeHtml(s)}</option>`,
  ).join('');
  const form = `<section aria-labelledby="addr-h"><h2 id="addr-h">${t.deliveryAddress}</h2>
<form id="checkout-form" method="post" action="${escapeHtml(`/provider/checkout/${encodeURIComponent(token)}/complete?key=${encodeURIComponent(key)}${view.locale === 'en' ? '' : `&locale=${view.locale}`}`)}" novalidate>${saved}
<label for="name">${t.fullName}</label><input id="name" name="name" autocomplete="name" required maxlength="80">
<label for="phone">${t.phone}</label><input id="phone" name="phone" inputmode="numeric" autocomplete="tel" required maxlength="13" placeholder="${t.phonePlaceholder}" value="${escapeHtml(known.phone)}">
<div class="row"><div><label for="pincode">${t.pincode}</label><input id="pincode" name="pincode" inputmode="numeric" autocomplete="postal-code" required maxlength="6" value="${escapeHtml(pincode)}" aria-describedby="delivery-note"></div>
<div><label for="city">${t.city}</label><input id="city" name="city" autocomplete="address-level2" required maxlength="60" value="${escapeHtml(place?.city ?? '')}"></div></div>
<label for="address">${t.address}</label><textarea id="address" name="address" rows="2" autocomplete="street-address" required maxlength="200"></textarea>
<p class="muted" id="delivery-note" data-testid="checkout-delivery" aria-live="polite">${escapeHtml(note ? [note.text, note.codText].filter(Boolean).join(' ') : '')}</p>
<label for="state">${t.state}</label><select id="state" name="state" required><option value="">${t.selectState}</option>${states}</select>
<h2 style="margin-top:16px">${t.payment}</h2>
<div class="pay"><label><input type="radio" name="paymentMethod" value="COD"${codAllowed ? ' checked' : ' disabled'}> ${codFeePaise ? t.codWithFee(formatPaise(codFeePaise)) : t.cod}</label>
<label><input type="radio" name="paymentMethod" value="PREPAID"${codAllowed ? '' : ' checked'}> ${t.prepaid}</label></div>
<fieldset class="instruments" id="instruments" hidden><legend>${t.payWith}</legend>${PAYMENT_INSTRUMENTS.map(
    (i, n) =>
      `<label><input type="radio" name="paymentInstrument" value="${i}"${n === 0 ? ' checked' : ''}> ${t.instruments[i]}</label>`,
  ).join('')}</fieldset>
<p class="muted" data-testid="payment-notes" hidden></p>
<input type="hidden" name="cartVersion" value="${escapeHtml(cartVersion(priced))}">
<input type="hidden" name="expectedTotal" id="expected-total" value="${priced.totalPaise + shippingPaise}">
${perksFormHtml(quote, formatPaise, locale)}
<div id="otp-step" hidden><label for="otp">${t.otpLabel}</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6"></div>
<p class="error" id="form-error" role="alert"></p>
<button class="primary" type="submit" id="place-order">${t.placeOrder} · ${formatPaise(priced.totalPaise + shippingPaise)}</button>
<div id="otp-resend" hidden><button class="secondary" type="submit" name="otpResend" value="1">${t.otpResend}</button></div>
${embedded ? `<a class="full" href="#" id="full-page">${t.fullPage}</a>` : ''}
</form></section>`;
  const script = `<script nonce="${escapeHtml(view.nonce)}">
const parentOrigin=${jsonForScript(parentOrigin)};
const storefronts=${jsonForScript(view.storefronts)};
const completeUrl=${jsonForScript(`/provider/checkout/${encodeURIComponent(token)}/complete${view.locale === 'en' ? '' : `?locale=${view.locale}`}`)};
const key=${jsonForScript(key)};
const T=${jsonForScript({couldNotPlace: t.couldNotPlace, placed: t.placed('{name}'), toPay: t.toPay, paid: t.paid, payment: t.paymentLabel, cod: t.cod, prepaid: t.prepaidShort, cont: t.continueShopping, back: t.backToStore})};
function send(msg){ if (parentOrigin && window.parent && window.parent !== window) window.parent.postMessage(msg, parentOrigin); }
function storeOrigin(){ try { const o=new URL(document.referrer).origin; return storefronts.indexOf(o) >= 0 ? o : null; } catch (x) { return null; } }
document.querySelectorAll('[data-close]').forEach(function(b){ b.addEventListener('click', function(){ send({type:'checkout-close'}); }); });
const stashKey='checkout:'+completeUrl;
(function restore(){ try {
  const saved=JSON.parse(sessionStorage.getItem(stashKey)||'null'); if(!saved) return; sessionStorage.removeItem(stashKey);
  const form=document.getElementById('checkout-form');
  Object.keys(saved.fields||{}).forEach(function(name){
    if(['key','cartVersion','expectedTotal','useCoins'].indexOf(name)>=0) return;
    const el=form.elements[name]; if(!el) return;
    if(typeof RadioNodeList!=='undefined'&&el instanceof RadioNodeList){ Array.prototype.forEach.call(el,function(r){ r.checked=r.value===saved.fields[name]; }); } else el.value=saved.fields[name];
  });
  document.getElementById('form-error').textContent=saved.message;
} catch (x) {} })();
const full=document.getElementById('full-page'); if (full) full.addEventListener('click', function(e){ e.preventDefault(); send({type:'redirect'}); });
document.getElementById('checkout-form').addEventListener('submit', async function(e){
  e.preventDefault();
  const form=e.currentTarget, err=document.getElementById('form-error'), btn=document.getElementById('place-order');
  const data=Object.fromEntries(new FormData(form, e.submitter)); data.key=key;
  err.textContent=''; btn.disabled=true;
  try {
    const res=await fetch(completeUrl,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(data)});
    const body=await res.json().catch(function(){return {};});
    const message=(body.error&&body.error.message)||T.couldNotPlace;
    // The cart changed since this page was drawn: draw it again (what was typed is kept) and say why.
    if(res.status===409&&body.changed==='cart'){ try{ sessionStorage.setItem(stashKey, JSON.stringify({fields:data, message:message})); }catch(x){} location.reload(); return; }
    // Same cart, other total (a code's rule, the coins): show it; placing again confirms it.
    if(res.status===409&&body.changed==='total'){ document.getElementById('expected-total').value=String(body.totalPaise); document.querySelector('[data-testid="summary-total"]').textContent=body.totalFormatted; btn.textContent=btn.textContent.replace(/·.*$/, '· '+body.totalFormatted); }
    // A first COD order from an unverified phone: the code went to the phone; its box appears (decision 144).
    if(body.otpRequired){ document.getElementById('otp-step').hidden=false; document.getElementById('otp-resend').hidden=false; const otp=document.getElementById('otp'); otp.value=''; otp.focus(); }
    if(!res.ok){ err.textContent=message; btn.disabled=false; return; }
    const order=body.order;
    document.querySelector('main').innerHTML='<section class="success" data-testid="order-success"><h2>'+T.placed.replace('{name}', order.name)+'</h2><p>'+(order.payment_method==='COD'?T.toPay:T.paid)+': <strong data-testid="order-total">'+body.totalFormatted+'</strong></p><p class="muted">'+T.payment+': '+(order.payment_method==='COD'?T.cod:T.prepaid)+'</p>'+(window.parent!==window?'<button class="primary" type="button" id="continue">'+T.cont+'</button>':(storeOrigin()?'<a class="full" href="'+storeOrigin()+'/">'+T.back+'</a>':''))+'</section>';
    const cont=document.getElementById('continue'); if (cont) cont.addEventListener('click', function(){ send({type:'checkout-close'}); });
    send({type:'orderSuccess', order: order});
  } catch (x) { err.textContent=T.couldNotPlace; btn.disabled=false; }
});
</script>`;
  const options: Record<string, PaymentOptionView> = {};
  for (const {choice, quote: q} of quotes) {
    const notes = codesNotMet(q.priced).map((c) =>
      conditionMessage(c.code, c.reason, c.conditions, locale),
    );
    const option = paymentOptionView(
      q,
      {discount: t.discount, notes},
      formatPaise,
      locale,
    );
    options[paymentKey(choice)] = {
      ...option,
      shipping: shippingPaise,
      codFee: choice.method === 'COD' ? codFeePaise : 0,
    };
  }
  const deliveryUrl = `/provider/checkout/${encodeURIComponent(token)}/delivery?key=${encodeURIComponent(key)}&locale=${view.locale}`;
  return page(
    t.checkout,
    `${header}<main>${form}${summary(priced, quote, locale, codFeePaise, ctx.db, shippingPaise)}</main>${script}${perksScript(options, view.nonce, deliveryUrl)}${prefillScript(known.addresses, escapeHtml(view.nonce), jsonForScript)}`,
    view,
  );
};

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Validated address fields, or a BadRequest naming the first problem in the shopper's language. */
export function readCheckoutForm(
  body: unknown,
  t: ReturnType<typeof checkoutStrings> = checkoutStrings('en'),
) {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequest('Request body must be a JSON object');
  const input = body as Record<string, unknown>;
  const name = field(input, 'name');
  const phone = field(input, 'phone')
    .replace(/[\s-]/g, '')
    .replace(/^(\+91|0)/, '');
  const pincode = field(input, 'pincode');
  const address = field(input, 'address');
  const city = field(input, 'city');
  const state = field(input, 'state');
  const payment = field(input, 'paymentMethod') || 'COD';
  if (!name) throw new BadRequest(t.enterName);
  if (!/^[6-9]\d{9}$/.test(phone)) throw new BadRequest(t.enterPhone);
  if (!/^[1-9]\d{5}$/.test(pincode)) throw new BadRequest(t.enterPincode);
  if (!address) throw new BadRequest(t.enterAddress);
  if (!city) throw new BadRequest(t.enterCity);
  if (!STATES.includes(state)) throw new BadRequest(t.chooseState);
  if (payment !== 'COD' && payment !== 'PREPAID')
    throw new BadRequest(t.choosePayment);
  const instrument = field(input, 'paymentInstrument');
  if (instrument && !isPaymentInstrument(instrument))
    throw new BadRequest(t.choosePayment);
  const [firstName, ...rest] = name.split(/\s+/);
  return {
    paymentMethod: payment as 'COD' | 'PREPAID',
    paymentInstrument:
      payment === 'PREPAID' && isPaymentInstrument(instrument)
        ? instrument
        : null,
    phone: `+91${phone}`,
    shippingAddress: {
      firstName,
      lastName: rest.join(' ') || null,
      address1: address,
      city,
      province: state,
      zip: pincode,
      country: 'India',
      countryCode: 'IN',
      phone: `+91${phone}`,
    },
  };
}

/**
 * POST /provider/checkout/:token/complete {key, name, phone, pincode, address, city, state, paymentMethod,
 * otp?}: JSON from the page's script; the same fields as a plain form post (no JavaScript) get HTML pages.
 */
export const completeCheckout: Handler = (ctx) =>
  isFormPost(ctx.req) ? completeForm(ctx) : completeJson(ctx);

const completeJson = (ctx: Parameters<Handler>[0]): Reply => {
  const token = bareCartToken(ctx.params.token ?? '');
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const key =
    typeof body.key === 'string'
      ? body.key
      : (ctx.url.searchParams.get('key') ?? '');
  const cart = findCart(ctx.db, token);
  if (!cart || !key || cart.secret !== key)
    throw new BadRequest('This checkout link is not valid', 404);
  if (fault('complete', token) === 'error')
    return {
      status: 500,
      body: {
        error: {message: 'Payment service unavailable, please try again.'},
      },
    };
  // A replay (double click, retried request) returns the order already placed.
  const existing = findOrderByCartId(ctx.db, token);
  if (existing)
    return {
      body: {
        order: orderMessage(existing, false),
        totalFormatted: formatPaise(existing.totalPaise),
      },
    };
  // The page posts to ?locale=… in the shopper's language, so what it shows back is in that language too.
  const t = checkoutStrings(checkoutLocale(ctx.url));
  const locale = checkoutLocale(ctx.url);
  const form = readCheckoutForm(body, t);
  // Cash is collected where the pincode is: the address must agree with it (issue 35, finding 4).
  if (form.paymentMethod === 'COD') {
    const {zip, province, city} = form.shippingAddress;
    const mismatch = addressMismatch(zip, province, city);
    if (mismatch)
      throw new BadRequest(
        mismatch === 'STATE'
          ? t.pincodeNotInState(zip, province)
          : t.pincodeNotInCity(zip, city),
      );
  }
  const useCoins =
    body.useCoins === true || body.useCoins === '1' || body.useCoins === 'on';
  const choice: PaymentChoice = {
    method: form.paymentMethod,
    instrument: form.paymentInstrument,
  };
  // The order is for the cart the shopper saw: a page drawn before another tab changed the cart (or a
  // request that names no version) gets the new total to confirm instead of an order (finding 21.9).
  const priced = priceCart(ctx.db, token, '', {payment: choice});
  if (
    priced &&
    field(body, 'cartVersion') !== cartVersion(priceCart(ctx.db, token)!)
  ) {
    const total = confirmedTotal(
      checkoutQuote(ctx.db, priced),
      form.paymentMethod,
      useCoins,
      cart.shop,
    );
    return {
      status: 409,
      body: {
        changed: 'cart',
        totalPaise: total,
        totalFormatted: formatPaise(total),
        error: {message: t.cartChanged(formatPaise(total))},
      },
    };
  }
  // A first COD order from a phone never verified by OTP waits for its code (decision 144): a code typed
  // is checked first; the order's transaction asks for one only once every other check passed.
  const otpHold = (hold: OtpHold): Reply => ({
    status: hold.status,
    headers: hold.retryAfterSeconds
      ? {'Retry-After': String(hold.retryAfterSeconds)}
      : undefined,
    body: {
      otpRequired: true,
      otpSent: hold.sent,
      error: {message: hold.message},
    },
  });
  const otp =
    typeof body.otp === 'number' ? String(body.otp) : field(body, 'otp');
  if (
    form.paymentMethod === 'COD' &&
    otp &&
    !field(body, 'otpResend') &&
    codOtpNeeded(ctx.db, cart.shop, form.phone)
  ) {
    const wrong = checkCodOtp(ctx, cart.shop, form.phone, otp, t);
    if (wrong) return otpHold(wrong);
  }
  const expected = Number(field(body, 'expectedTotal') || body.expectedTotal);
  try {
    const {order, created} = placeOrder(ctx.db, {
      cartId: token,
      ...form,
      useCoins,
      expectedTotalPaise: Number.isSafeInteger(expected) ? expected : undefined,
      // Served and COD allowed here for this total, checked again inside the order's transaction.
      codFeePaise: form.paymentMethod === 'COD' ? codFeeOf(cart.shop) : 0,
      shippingFor: (subtotalPaise) => shippingOf(cart.shop, subtotalPaise),
      delivery: (orderPaise) =>
        checkoutDelivery(
          cart.shop,
          form.shippingAddress.zip,
          form.paymentMethod,
          orderPaise,
          locale,
          formatPaise,
        ),
      // A COD order's WhatsApp confirmation is queued with the order, in its transaction (issue 39).
      onPlaced: (order, quote) => {
        // The last gate before the order is kept: thrown here, nothing of it is written.
        if (
          order.paymentMethod === 'COD' &&
          codOtpNeeded(ctx.db, cart.shop, form.phone, order.id)
        )
          throw new CodOtpNeeded();
        startCodConfirmation(ctx.db, {
          order,
          locale,
          pincode: form.shippingAddress.zip,
          codFeePaise: codFeeOf(cart.shop),
          prepaidPaise: quote.prepaidPaise,
          now: new Date(),
        });
      },
    });
    return {
      status: created ? 201 : 200,
      body: {
        order: orderMessage(order, created),
        totalFormatted: formatPaise(order.totalPaise),
      },
    };
  } catch (error) {
    if (error instanceof CodOtpNeeded)
      return otpHold(sendCodOtp(ctx, cart.shop, form.phone, t));
    if (error instanceof CheckoutChanged) {
      const why = error.notApplied.map((c) =>
        conditionMessage(
          c.code,
          c.reason,
          c.conditions,
          locale as ConditionLocale,
        ),
      );
      const message = [
        t.totalChanged(formatPaise(error.totalPaise)),
        ...why,
      ].join(' ');
      return {
        status: 409,
        body: {
          changed: 'total',
          totalPaise: error.totalPaise,
          totalFormatted: formatPaise(error.totalPaise),
          error: {message},
        },
      };
    }
    if (error instanceof LoyaltyError)
      throw new BadRequest(t.coinsChanged, 409);
    if (error instanceof DeliveryRefusal)
      throw new BadRequest(error.message, 409);
    if (error instanceof OrderError) {
      // NOT_ENOUGH_STOCK names the merchandise and what is left ('Only 3 left of …'); the page shows it.
      const stock = error.stock;
      const message = stock
        ? stock.left > 0
          ? t.onlyLeft(stock.left, stock.name)
          : t.soldOut(stock.name)
        : error.code === 'CART_EMPTY'
          ? t.emptyCart
          : t.cartNotFound;
      throw new BadRequest(message, 409);
    }
    throw error;
  }
};

function isFormPost(req: Parameters<Handler>[0]['req']): boolean {
  return (
    (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() ===
    'application/x-www-form-urlencoded'
  );
}

/** What a plain form post carries on to its next page as hidden fields (never a code). */
function carriedFields(
  body: Record<string, unknown>,
  overrides: Record<string, string> = {},
): string {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body))
    if (
      typeof value === 'string' &&
      /^[A-Za-z]{1,32}$/.test(name) &&
      name !== 'otp' &&
      name !== 'otpResend'
    )
      fields[name] = value.slice(0, 400);
  return Object.entries({...fields, ...overrides})
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
}

/**
 * The completion as a plain form post, for a shopper without JavaScript (the full-page checkout): the
 * same rules as the JSON completion, answered as pages in the shopper's language: the order placed, the
 * OTP step of a first COD order (decision 144), a changed total to confirm, or the refusal with a way back.
 * Only the checkout page itself posts here (CSP form-action 'self'): another site's form is refused.
 */
function completeForm(ctx: Parameters<Handler>[0]): Reply {
  const token = bareCartToken(ctx.params.token ?? '');
  const locale = checkoutLocale(ctx.url);
  const t = checkoutStrings(locale);
  const cart = findCart(ctx.db, token);
  const view: PageView = {
    nonce: scriptNonce(),
    storefronts: cart
      ? shopStorefrontOrigins(cart.shop)
      : allStorefrontOrigins(),
    locale,
  };
  const header = `<header><h1>${t.secureCheckout}</h1></header>`;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const key =
    typeof body.key === 'string'
      ? body.key
      : (ctx.url.searchParams.get('key') ?? '');
  const back = `/provider/checkout/${encodeURIComponent(token)}?key=${encodeURIComponent(key)}${locale === 'en' ? '' : `&locale=${locale}`}`;
  const backLink = `<a class="full" href="${escapeHtml(back)}">${t.backToCheckout}</a>`;
  const refused = (status: number, message: string) =>
    page(
      t.checkout,
      `${header}<main><section><h2>${t.couldNotPlace}</h2><p class="error" role="alert" data-testid="checkout-error">${escapeHtml(message)}</p>${backLink}</section></main>`,
      view,
      status,
    );
  const origin = ctx.req.headers.origin;
  if (
    origin !== undefined &&
    origin !== ctx.origin &&
    origin !== `http://${ctx.req.headers.host ?? ''}`
  )
    return refused(403, t.otherSite);
  let reply: Reply;
  try {
    reply = completeJson(ctx);
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error;
    reply = {status: error.status, body: {error: {message: error.message}}};
  }
  const status = reply.status ?? 200;
  const answer = (reply.body ?? {}) as {
    order?: ReturnType<typeof orderMessage>;
    totalFormatted?: string;
    totalPaise?: number;
    otpRequired?: boolean;
    changed?: string;
    error?: {message?: string};
  };
  const action = escapeHtml(`${ctx.url.pathname}${ctx.url.search}`);
  if (answer.order) {
    const cod = answer.order.payment_method === 'COD';
    const store = view.storefronts[0];
    return page(
      t.orderPlacedTitle,
      `${header}<main><section class="success" data-testid="order-success"><h2>${t.placed(escapeHtml(answer.order.name))}</h2>
<p>${cod ? t.toPay : t.paid}: <strong data-testid="order-total">${escapeHtml(answer.totalFormatted ?? '')}</strong></p>
<p class="muted">${t.paymentLabel}: ${cod ? t.cod : t.prepaidShort}</p>${store ? `<a class="full" href="${escapeHtml(store)}/">${t.backToStore}</a>` : ''}</section></main>`,
      view,
    );
  }
  const message = escapeHtml(answer.error?.message ?? t.couldNotPlace);
  if (answer.otpRequired)
    return page(
      t.otpTitle,
      `${header}<main><section aria-labelledby="otp-h"><h2 id="otp-h">${t.otpTitle}</h2>
<form method="post" action="${action}" novalidate>${carriedFields(body)}
<p class="${status === 428 ? 'muted' : 'error'}" role="alert" data-testid="otp-message">${message}</p>
<label for="otp">${t.otpLabel}</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" autofocus>
<button class="primary" type="submit" id="verify-otp">${t.otpVerify}</button>
<button class="secondary" type="submit" name="otpResend" value="1">${t.otpResend}</button>
</form>${backLink}</section></main>`,
      view,
      status === 428 ? 200 : status,
    );
  if (answer.changed === 'total' && typeof answer.totalPaise === 'number')
    return page(
      t.checkout,
      `${header}<main><section><h2>${t.checkout}</h2>
<form method="post" action="${action}" novalidate>${carriedFields(body, {expectedTotal: String(answer.totalPaise)})}
<p class="error" role="alert" data-testid="checkout-error">${message}</p>
<button class="primary" type="submit" id="place-order">${t.placeOrder} · ${escapeHtml(answer.totalFormatted ?? '')}</button>
</form>${backLink}</section></main>`,
      view,
      status,
    );
  return refused(status, answer.error?.message ?? t.couldNotPlace);
}

/** What an order with these choices costs now (the page's total for them). */
function confirmedTotal(
  quote: CheckoutQuote,
  method: 'COD' | 'PREPAID',
  useCoins: boolean,
  shop: string,
): number {
  const codFee = method === 'COD' ? codFeeOf(shop) : 0;
  const shipping = shippingOf(shop, quote.priced.subtotalPaise);
  return (
    quote.orderPaise -
    (method === 'PREPAID' ? quote.prepaidPaise : 0) -
    (useCoins && quote.coins ? quote.coins.amountPaise : 0) +
    codFee +
    shipping
  );
}

/** GET /provider/checkout/:token/delivery?key=…&pincode=…&locale=…: the page's note for a typed pincode. */
export const checkoutDeliveryNote: Handler = (ctx) => {
  const token = bareCartToken(ctx.params.token ?? '');
  const cart = findCart(ctx.db, token);
  const key = ctx.url.searchParams.get('key') ?? '';
  if (!cart || !key || cart.secret !== key)
    throw new BadRequest('This checkout link is not valid', 404);
  const locale = checkoutLocale(ctx.url);
  const pincode = ctx.url.searchParams.get('pincode') ?? '';
  if (!isPincode(pincode))
    throw new BadRequest(checkoutStrings(locale).enterPincode, 400);
  const priced = priceCart(ctx.db, token)!;
  return {
    body: {
      place: placeFor(pincode, STATES),
      note: deliveryNote(
        cart.shop,
        pincode,
        checkoutQuote(ctx.db, priced).orderPaise,
        locale,
        formatPaise,
      ),
    },
  };
};

/**
 * POST /provider/api/checkout-sessions {checkoutId, merchantId} (browser, CORS): the widget asks to
 * open a checkout; answers the iframe URL, or an error the widget turns into {type: 'redirect'}.
 */
export const startSession: Handler = (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const checkoutId = typeof body.checkoutId === 'string' ? body.checkoutId : '';
  const merchantId = typeof body.merchantId === 'string' ? body.merchantId : '';
  if (!checkoutId) throw new BadRequest('checkoutId is required');
  const shop = merchantId ? findShopByMerchantId(ctx.db, merchantId) : null;
  if (!shop) throw new BadRequest('Unknown merchant', 401);
  const token = bareCartToken(checkoutId);
  const key = cartKey(checkoutId) ?? '';
  if (fault('initiation', token) === 'fail')
    return {
      status: 503,
      body: {statusCode: 503, message: 'Checkout could not start'},
    };
  const cart = findCart(ctx.db, token);
  if (!cart || cart.shop !== shop.id || cart.secret !== key)
    throw new BadRequest('Checkout not found', 404);
  // The storefront may prefill the pincode its delivery box checked ({prefill: {pincode}}).
  const prefill = (body.prefill ?? {}) as {pincode?: unknown};
  const pincode =
    typeof prefill.pincode === 'string' && isPincode(prefill.pincode)
      ? `&pincode=${prefill.pincode}`
      : '';
  return {
    body: {
      statusCode: 200,
      data: {
        url: `${ctx.origin}/provider/checkout/${encodeURIComponent(token)}?key=${encodeURIComponent(key)}&embedded=1${pincode}`,
      },
    },
  };
};
