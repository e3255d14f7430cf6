/**
 * The checkout page's perk rows (see perks.ts): the prepaid offer and the coins box in the form, the
 * matching summary rows (hidden until chosen) and the script that shows them and updates the total.
 * Amounts are computed on the server; the script only adds integer paise it was given.
 */
import type {CheckoutQuote} from './perks.ts';
import {escapeHtml, jsonForScript} from '../http/html.ts';

export type PerkLocale = 'en' | 'hi';

const LABELS = {
  en: {
    prepaidOffer: (percent: number, amount: string) =>
      `Pay online and save ${amount} (${percent}% off)`,
    prepaidRow: (percent: number) => `Prepaid discount (${percent}%)`,
    useCoins: (coins: number, name: string, amount: string) =>
      `Use ${coins} ${name} (−${amount})`,
    balance: (coins: number, name: string, cap: number) =>
      `You have ${coins} ${name}. Coins can pay up to ${cap}% of an order.`,
    // Credited when the order is paid (decision 103).
    earn: (coins: number, name: string) =>
      `You earn ${coins} ${name} with this order: at once when you pay online, on delivery with Cash on Delivery.`,
    coinsRow: (name: string) => name,
    free: 'Free',
    gift: 'Free gift',
  },
  hi: {
    prepaidOffer: (percent: number, amount: string) =>
      `ऑनलाइन भुगतान करें और ${amount} बचाएँ (${percent}% की छूट)`,
    prepaidRow: (percent: number) => `प्रीपेड छूट (${percent}%)`,
    useCoins: (coins: number, name: string, amount: string) =>
      `${coins} ${name} इस्तेमाल करें (−${amount})`,
    balance: (coins: number, name: string, cap: number) =>
      `आपके पास ${coins} ${name} हैं। कॉइन से ऑर्डर का ${cap}% तक चुकाया जा सकता है।`,
    earn: (coins: number, name: string) =>
      `इस ऑर्डर पर आपको ${coins} ${name} मिलेंगे: ऑनलाइन भुगतान पर तुरंत, कैश ऑन डिलीवरी पर डिलीवरी के बाद।`,
    coinsRow: (name: string) => name,
    free: 'मुफ़्त',
    gift: 'मुफ़्त उपहार',
  },
} as const;

export function perkLabels(locale: PerkLocale = 'en') {
  return LABELS[locale] ?? LABELS.en;
}

/** Rows under the payment choice: the prepaid offer, the coins box, the coins this order earns. */
export function perksFormHtml(
  quote: CheckoutQuote,
  format: (paise: number) => string,
  locale: PerkLocale = 'en',
): string {
  const t = perkLabels(locale);
  const parts: string[] = [];
  if (quote.prepaidPaise > 0) {
    parts.push(
      `<p class="perk" data-testid="prepaid-offer">${escapeHtml(t.prepaidOffer(quote.perks.prepaidDiscountPercent, format(quote.prepaidPaise)))}</p>`,
    );
  }
  const coins = quote.coins;
  if (coins) {
    if (coins.usable > 0) {
      parts.push(
        `<label class="coins"><input type="checkbox" id="use-coins" name="useCoins" value="1"> <span id="use-coins-label">${escapeHtml(t.useCoins(coins.usable, coins.name, format(coins.amountPaise)))}</span></label>`,
      );
    }
    parts.push(
      `<p class="muted" data-testid="coin-balance">${escapeHtml(t.balance(coins.balance, coins.name, quote.perks.coins!.redeemCapPercent))}</p>`,
    );
  }
  if (quote.customerId && quote.perks.coins && quote.coinsToEarn > 0) {
    parts.push(
      `<p class="muted" data-testid="coins-earn">${escapeHtml(t.earn(quote.coinsToEarn, quote.perks.coins.name))}</p>`,
    );
  }
  return parts.join('');
}

/** Summary rows for the prepaid discount and the coins, hidden until the shopper chooses them. */
export function perksSummaryHtml(
  quote: CheckoutQuote,
  format: (paise: number) => string,
  locale: PerkLocale = 'en',
): string {
  const t = perkLabels(locale);
  const rows: string[] = [];
  if (quote.perks.prepaidDiscountPercent > 0) {
    rows.push(
      `<div class="total discount" data-testid="summary-prepaid" hidden><span>${escapeHtml(t.prepaidRow(quote.perks.prepaidDiscountPercent))}</span><span data-amount>−${format(quote.prepaidPaise)}</span></div>`,
    );
  }
  if (quote.coins && quote.coins.usable > 0) {
    rows.push(
      `<div class="total discount" data-testid="summary-coins" hidden><span data-label>${escapeHtml(t.coinsRow(`${quote.coins.usable} ${quote.coins.name}`))}</span><span data-amount>−${format(quote.coins.amountPaise)}</span></div>`,
    );
  }
  return rows.join('');
}

/** What the page shows for one payment choice: amounts in paise, texts ready to show. */
export interface PaymentOptionView {
  order: number;
  discount: number;
  discountLabel: string;
  prepaid: number;
  coins: number;
  coinsRow: string;
  coinsLabel: string;
  /** Why codes on the cart are not given with this choice (payment.ts conditions). */
  notes: string[];
  /** The Cash on Delivery fee charged with this choice (COD only; checkout-provider/delivery.ts). */
  codFee: number;
  /** Shipping on top (the store's rule, checkout-provider/shipping.ts). */
  shipping: number;
}

export function paymentOptionView(
  quote: CheckoutQuote,
  labels: {discount: string; notes: string[]},
  format: (paise: number) => string,
  locale: PerkLocale = 'en',
): PaymentOptionView {
  const t = perkLabels(locale);
  const code = quote.priced.applied?.discount?.code ?? null;
  const coins = quote.coins && quote.coins.usable > 0 ? quote.coins : null;
  return {
    order: quote.orderPaise,
    discount: quote.priced.discountPaise,
    discountLabel: `${labels.discount}${code ? ` (${code})` : ''}`,
    prepaid: quote.prepaidPaise,
    coins: coins?.amountPaise ?? 0,
    coinsRow: coins ? t.coinsRow(`${coins.usable} ${coins.name}`) : '',
    coinsLabel: coins
      ? t.useCoins(coins.usable, coins.name, format(coins.amountPaise))
      : '',
    notes: labels.notes,
    codFee: 0,
    shipping: 0,
  };
}

/**
 * Shows the rows of the chosen payment (COD, or prepaid with an instrument: the page's radios) and puts
 * its total in the summary, on the button and in the form's expectedTotal, which the order write
 * checks. The numbers are the server's (integer paise); formatting mirrors formatPaise.
 */
export function perksScript(
  options: Record<string, PaymentOptionView>,
  nonce: string,
  deliveryUrl = '',
): string {
  // The nonce lets it past the page's CSP (http/html.ts); values go in through jsonForScript.
  return `<script nonce="${escapeHtml(nonce)}">
(function(){
const options=${jsonForScript(options)};
const deliveryUrl=${jsonForScript(deliveryUrl)};
const form=document.getElementById('checkout-form'); if(!form) return;
const grouping=new Intl.NumberFormat('en-IN');
function fmt(p){return '₹'+grouping.format(Math.floor(p/100))+'.'+String(p%100).padStart(2,'0');}
function key(){
  const m=form.querySelector('input[name="paymentMethod"]:checked'); const v=m?m.value:'COD';
  if(v!=='PREPAID') return v;
  const i=form.querySelector('input[name="paymentInstrument"]:checked'); return 'PREPAID:'+(i?i.value:'upi');
}
function row(id){return document.querySelector('[data-testid="'+id+'"]');}
function update(){
  const k=key(); const o=options[k]||options.COD; const prepaid=k.indexOf('PREPAID')===0;
  const inst=document.getElementById('instruments'); if(inst) inst.hidden=!prepaid;
  const d=row('summary-discount'); if(d){ d.hidden=!(o.discount>0); d.querySelector('[data-label]').textContent=o.discountLabel; d.querySelector('[data-amount]').textContent='−'+fmt(o.discount); }
  const usePrepaid=prepaid&&o.prepaid>0;
  const p=row('summary-prepaid'); if(p){ p.hidden=!usePrepaid; p.querySelector('[data-amount]').textContent='−'+fmt(o.prepaid); }
  const coins=document.getElementById('use-coins'); const useCoins=Boolean(coins&&coins.checked&&o.coins>0);
  const cl=document.getElementById('use-coins-label'); if(cl&&o.coinsLabel) cl.textContent=o.coinsLabel;
  const c=row('summary-coins'); if(c){ c.hidden=!useCoins; if(o.coinsRow) c.querySelector('[data-label]').textContent=o.coinsRow; c.querySelector('[data-amount]').textContent='−'+fmt(o.coins); }
  const n=row('payment-notes'); if(n){ n.textContent=o.notes.join(' '); n.hidden=o.notes.length===0; }
  const f=row('summary-cod-fee'); if(f) f.hidden=!(o.codFee>0);
  const total=o.order-(usePrepaid?o.prepaid:0)-(useCoins?o.coins:0)+o.codFee+o.shipping;
  const out=row('summary-total'); if(out) out.textContent=fmt(total);
  const btn=document.getElementById('place-order'); if(btn) btn.textContent=btn.textContent.replace(/·.*$/, '· '+fmt(total));
  const exp=document.getElementById('expected-total'); if(exp) exp.value=String(total);
}
form.addEventListener('change', update); update();
// A typed pincode: its date and whether COD may be chosen there (the order write checks again).
const pin=document.getElementById('pincode'), note=document.getElementById('delivery-note');
const codInput=form.querySelector('input[name="paymentMethod"][value="COD"]'), prepaidInput=form.querySelector('input[name="paymentMethod"][value="PREPAID"]');
let asked='';
if(pin&&note&&deliveryUrl) pin.addEventListener('input', async function(){
  const value=pin.value.trim(); if(!/^[1-9][0-9]{5}$/.test(value)||value===asked) return; asked=value;
  try {
    const res=await fetch(deliveryUrl+'&pincode='+value,{signal:AbortSignal.timeout(4000)}); const body=await res.json();
    if(asked!==value||!body.note) return;
    document.dispatchEvent(new CustomEvent('checkout-place',{detail:body.place}));
    note.textContent=[body.note.text, body.note.codText].filter(Boolean).join(' ');
    if(codInput){ codInput.disabled=!body.note.cod; if(!body.note.cod&&codInput.checked&&prepaidInput) prepaidInput.checked=true; }
    update();
  } catch(x) { note.textContent=''; }
});
})();
</script>`;
}
