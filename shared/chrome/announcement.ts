/** Whole rupees for announcements: 29900 paise → '₹299' (no decimals; prices elsewhere keep two). */
export function formatWholeRupees(paise: number): string {
  return `₹${Math.floor(paise / 100).toLocaleString('en-IN')}`;
}

export function freeShippingAnnouncement(thresholdPaise: number): string {
  return `Free shipping on orders above ${formatWholeRupees(thresholdPaise)}`;
}
