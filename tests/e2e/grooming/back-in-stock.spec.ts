import {
  notifyMeCrossSiteSpec,
  notifyMeSpecs,
  PRODUCTS,
  recentlyViewedSpecs,
} from '../fixtures';

// Seeded sold out: the Nose & Ear Trimmer (server/src/seed/grooming/products.ts).
const SOLD_OUT = 'nose-ear-trimmer';

notifyMeSpecs({
  soldOut: SOLD_OUT,
  copy: {
    title: "Notify me when it's back",
    subscribed:
      'Thanks! If this is your first alert from us, confirm it from the message we send you; then we will let you know when it is back.',
    already:
      'You are already on the list for this one. We will let you know when it is back.',
    invalid:
      'Please enter a valid e-mail address or a 10-digit Indian mobile number.',
  },
});
notifyMeCrossSiteSpec();
recentlyViewedSpecs({
  products: [
    PRODUCTS.razor.handle,
    PRODUCTS.cream.handle,
    PRODUCTS.trimmer.handle,
  ],
  soldOut: SOLD_OUT,
  copy: {title: 'Recently viewed', soldOut: 'Sold out'},
});
