import {formatWholeRupees} from '@shared/money/format';

/** 'Free shipping on orders above ₹…' with the figure from hydrogen.config.ts (marquee, menus, home, product page). */
export function freeShippingAnnouncement(thresholdPaise: number): string {
  return `Free shipping on orders above ${formatWholeRupees(thresholdPaise)}`;
}
