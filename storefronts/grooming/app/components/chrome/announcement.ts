import {formatCount} from '@shared/money/format';
/** Whole rupees for announcements: 29900 paise → '₹299' (no decimals; prices elsewhere keep two). */
export function formatWholeRupees(paise: number): string {
  return `₹${formatCount(Math.floor(paise / 100))}`;
}

export function freeShippingAnnouncement(thresholdPaise: number): string {
  return `Free shipping on orders above ${formatWholeRupees(thresholdPaise)}`;
}
