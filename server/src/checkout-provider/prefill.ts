/**
 * What the checkout form starts with (issue 33 item 9, decision 102): city and state from the
 * pincode's India Post entry (the table the delivery promise uses), and for a signed-in shopper (a
 * live session on the cart, customers/cart-session.ts) their phone and the addresses of their past
 * orders in this shop, newest first. The page is reached only with the cart's key, and a cart that a
 * failed logout left attached gets nothing (the session must be live).
 */
import type {Cart} from '../data/carts.ts';
import type {Db} from '../data/db.ts';
import {findCustomerById} from '../data/customers.ts';
import {listOrdersForCustomer} from '../data/orders.ts';
import {sessionCustomerId} from '../customers/cart-session.ts';
import {findPlace} from '../logistics/pincodes.ts';

export interface SavedAddress {
  name: string;
  phone: string;
  pincode: string;
  address: string;
  city: string;
  state: string;
}

export interface CheckoutPrefill {
  phone: string;
  addresses: SavedAddress[];
}

/** India Post's spelling of a state → the form's option ("Jammu & Kashmir" → "Jammu and Kashmir"), or ''. */
export function stateOption(state: string, options: readonly string[]): string {
  const spelled = state
    .replace(/\s*&\s*/g, ' and ')
    .trim()
    .toLowerCase();
  return (
    options.find((o) => o.toLowerCase() === spelled) ??
    options.find((o) => o.toLowerCase().startsWith(spelled)) ??
    options.find((o) =>
      spelled.split(' and ').every((part) => o.toLowerCase().includes(part)),
    ) ??
    ''
  );
}

/** City (the district) and state for a pincode, in the form's spelling; null for an unknown pincode. */
export function placeFor(
  pincode: string,
  options: readonly string[],
): {city: string; state: string} | null {
  const place = findPlace(pincode);
  return place
    ? {city: place.district, state: stateOption(place.state, options)}
    : null;
}

/** Ten digits for the form's phone field ("+919876543210" → "9876543210"). */
function localPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : '';
}

export function checkoutPrefill(
  db: Db,
  cart: Cart,
  options: readonly string[],
): CheckoutPrefill {
  const customerId = sessionCustomerId(db, cart);
  if (!customerId) return {phone: '', addresses: []};
  const customer = findCustomerById(db, cart.shop, customerId);
  const seen = new Set<string>();
  const addresses: SavedAddress[] = [];
  for (const order of listOrdersForCustomer(
    db,
    cart.shop,
    customerId,
  ).reverse()) {
    const a = order.shippingAddress;
    if (!a.address1 || !a.zip) continue;
    const saved: SavedAddress = {
      name: [a.firstName, a.lastName].filter(Boolean).join(' '),
      phone: localPhone(a.phone),
      pincode: a.zip,
      address: a.address1,
      city: a.city ?? '',
      state: stateOption(a.province ?? '', options),
    };
    const key = JSON.stringify(saved);
    if (seen.has(key)) continue;
    seen.add(key);
    addresses.push(saved);
    if (addresses.length === 5) break;
  }
  return {
    phone: localPhone(customer?.phone) || addresses[0]?.phone || '',
    addresses,
  };
}

const LABELS = {
  en: {saved: 'Saved addresses', newAddress: 'A new address'},
  hi: {saved: 'सहेजे गए पते', newAddress: 'नया पता'},
} as const;

export function prefillLabels(locale: 'en' | 'hi') {
  return LABELS[locale] ?? LABELS.en;
}

/**
 * The form's script for the prefill: a saved address fills every field; a pincode typed or chosen
 * fills city and state from the page's delivery answer ('checkout-place', perks-view.ts) unless the
 * shopper wrote their own. Values go in through jsonForScript.
 */
export function prefillScript(
  addresses: readonly SavedAddress[],
  nonce: string,
  json: (value: unknown) => string,
): string {
  return `<script nonce="${nonce}">
(function(){
const saved=${json(addresses)};
const form=document.getElementById('checkout-form'); if(!form) return;
const city=form.elements.city, state=form.elements.state, pin=form.elements.pincode;
const auto={city:city.value, state:state.value};
function place(p){
  if(!p) return;
  if(!city.value||city.value===auto.city){ city.value=p.city; auto.city=p.city; }
  if(p.state&&(!state.value||state.value===auto.state)){ state.value=p.state; auto.state=p.state; }
}
document.addEventListener('checkout-place', function(e){ place(e.detail); });
const pick=document.getElementById('saved-address');
if(pick) pick.addEventListener('change', function(){
  const a=saved[Number(pick.value)]; if(!a) return;
  ['name','phone','pincode','address','city','state'].forEach(function(k){ if(a[k]) form.elements[k].value=a[k]; });
  auto.city=a.city; auto.state=a.state;
  pin.dispatchEvent(new Event('input'));
});
})();
</script>`;
}
