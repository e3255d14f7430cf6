/** Grooming shop policies (served at /policies/<handle>). */
import type {PolicySeed} from '../../data/seed-writer.ts';
import {GROOMING_CONTACT} from './pages.ts';
import {shippingPolicyHtml} from '../shipping-copy.ts';

export const GROOMING_POLICIES: PolicySeed[] = [
  {
    handle: 'shipping-policy',
    title: 'Shipping Policy',
    // Fee, warehouse, transit days and COD from the store's settings (decision 101).
    bodyHtml: shippingPolicyHtml('grooming'),
  },
  {
    handle: 'refund-policy',
    title: 'Refund Policy',
    bodyHtml:
      '<p>Unopened products can be returned within 7 days of delivery for a full refund. Damaged, defective or wrong items are replaced or refunded at no cost if reported within 48 hours with a photo.</p>' +
      '<p>Refunds for prepaid orders go back to the original payment method within 5–7 working days of the return being checked; cash-on-delivery orders are refunded by UPI or bank transfer.</p>' +
      `<p>To start a return, e-mail ${GROOMING_CONTACT.email} with your order number.</p>`,
  },
  {
    handle: 'privacy-policy',
    title: 'Privacy Policy',
    bodyHtml:
      '<p>We collect the information needed to process your orders (name, contact details, address) and to improve our store. We never sell your personal data.</p>' +
      '<p>Payment details are handled by our payment partners and are never stored on our servers. You may ask us to access, correct or delete your data at any time.</p>' +
      `<p>Questions: ${GROOMING_CONTACT.email}.</p>`,
  },
  {
    handle: 'terms-of-service',
    title: 'Terms of Service',
    bodyHtml:
      '<p>By using this store you agree to these terms. Prices are in INR and include GST. We may refuse or cancel orders in case of stock or pricing errors, with a full refund of any amount paid.</p>' +
      '<p>Coupons are valid as described, one per order, and cannot be exchanged for cash. These terms are governed by Indian law; courts in Mumbai have jurisdiction.</p>',
  },
];
