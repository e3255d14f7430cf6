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
    prepaidOffer: (percent: number, amount: string) => `Pay online and save ${amount} (${percent}% off)`,
    prepaidRow: (percent: number) => `Prepaid discount (${percent}%)`,
    useCoins: (coins: number, name: string, amount: string) => `Use ${coins} ${name} (−${amount})`,
    balance: (coins: number, name: string, cap: number) => `You have ${coins} ${name}. Coins can pay up to ${cap}% of an order.`,
    earn: (coins: number, name: string) => `You earn ${coins} ${name} with this order.`,
    coinsRow: (name: string) => name,
    free: 'Free',
    gift: 'Free gift',
  },
  hi: {
    prepaidOffer: (percent: number, amount: string) => `ऑनलाइन भुगतान करें और ${amount} बचाएँ (${percent}% की छूट)`,
    prepaidRow: (percent: number) => `प्रीपेड छूट (${percent}%)`,
    useCoins: (coins: number, name: string, amount: string) => `${coins} ${name} इस्तेमाल करें (−${amount})`,
    balance: (coins: number, name: string, cap: number) => `आपके पास ${coins} ${name} हैं। कॉइन से ऑर्डर का ${cap}% तक चुकाया जा सकता है।`,
    earn: (coins: number, name: string) => `इस ऑर्डर पर आपको ${coins} ${name} मिलेंगे।`,
    coinsRow: (name: string) => name,
    free: 'मुफ़्त',
    gift: 'मुफ़्त उपहार',
  },
} as const;

export function perkLabels(locale: PerkLocale = 'en') {
  return LABELS[locale] ?? LABELS.en;
}


/** Rows under the payment choice: the prepaid offer, the coins box, the coins this order earns. */
export function perksFormHtml(quote: CheckoutQuote, format: (paise: number) => string, locale: PerkLocale = 'en'): string {
  const t = perkLabels(locale);
  const parts: string[] = [];
  if (quote.prepaidPaise > 0) {
    parts.push(`<p class="perk" data-testid="prepaid-offer">${escapeHtml(t.prepaidOffer(quote.perks.prepaidDiscountPercent, format(quote.prepaidPaise)))}</p>`);
  }
  const coins = quote.coins;
  if (coins) {
    if (coins.usable > 0) {
      parts.push(
        `<label class="coins"><input type="checkbox" id="use-coins" name="useCoins" value="1"> ${escapeHtml(t.useCoins(coins.usable, coins.name, format(coins.amountPaise)))}</label>`,
      );
    }
    parts.push(`<p class="muted" data-testid="coin-balance">${escapeHtml(t.balance(coins.balance, coins.name, quote.perks.coins!.redeemCapPercent))}</p>`);
  }
  if (quote.customerId && quote.perks.coins && quote.coinsToEarn > 0) {
    parts.push(`<p class="muted" data-testid="coins-earn">${escapeHtml(t.earn(quote.coinsToEarn, quote.perks.coins.name))}</p>`);
  }
  return parts.join('');
}

/** Summary rows for the prepaid discount and the coins, hidden until the shopper chooses them. */
export function perksSummaryHtml(quote: CheckoutQuote, format: (paise: number) => string, locale: PerkLocale = 'en'): string {
  const t = perkLabels(locale);
  const rows: string[] = [];
  if (quote.prepaidPaise > 0) {
    rows.push(
      `<div class="total discount" data-testid="summary-prepaid" hidden><span>${escapeHtml(t.prepaidRow(quote.perks.prepaidDiscountPercent))}</span><span>−${format(quote.prepaidPaise)}</span></div>`,
    );
  }
  if (quote.coins && quote.coins.usable > 0) {
    rows.push(
      `<div class="total discount" data-testid="summary-coins" hidden><span>${escapeHtml(t.coinsRow(`${quote.coins.usable} ${quote.coins.name}`))}</span><span>−${format(quote.coins.amountPaise)}</span></div>`,
    );
  }
  return rows.join('');
}

/**
 * Shows the chosen rows and puts the new total in the summary and on the button. The numbers are the
 * server's (integer paise); formatting mirrors formatPaise (en-IN grouping, two decimals).
 */
export function perksScript(quote: CheckoutQuote, nonce: string): string {
  const data = {order: quote.orderPaise, prepaid: quote.prepaidPaise, coins: quote.coins?.usable ? quote.coins.amountPaise : 0};
  // The nonce lets it past the page's CSP (http/html.ts); values go in through jsonForScript.
  return `<script nonce="${escapeHtml(nonce)}">
(function(){
const perks=${jsonForScript(data)};
const form=document.getElementById('checkout-form'); if(!form) return;
const grouping=new Intl.NumberFormat('en-IN');
function fmt(p){return '₹'+grouping.format(Math.floor(p/100))+'.'+String(p%100).padStart(2,'0');}
function update(){
  const prepaid=form.querySelector('input[name="paymentMethod"]:checked');
  const usePrepaid=Boolean(prepaid&&prepaid.value==='PREPAID'&&perks.prepaid>0);
  const coins=document.getElementById('use-coins'); const useCoins=Boolean(coins&&coins.checked);
  const row1=document.querySelector('[data-testid="summary-prepaid"]'); if(row1) row1.hidden=!usePrepaid;
  const row2=document.querySelector('[data-testid="summary-coins"]'); if(row2) row2.hidden=!useCoins;
  const total=perks.order-(usePrepaid?perks.prepaid:0)-(useCoins?perks.coins:0);
  const out=document.querySelector('[data-testid="summary-total"]'); if(out) out.textContent=fmt(total);
  const btn=document.getElementById('place-order'); if(btn) btn.textContent=btn.textContent.replace(/·.*$/, '· '+fmt(total));
}
form.addEventListener('change', update); update();
})();
</script>`;
}
