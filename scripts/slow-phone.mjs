// The slow phone both real-user tools emulate (issue 34): `bench-real-user.mjs` and `first-frame-profile.mjs`.

/** Slow 4G as Chrome DevTools and Lighthouse define it, applied (not simulated). */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_RATE = 4;
// The shopper's phone as the servers see it too: gum sets a phone's Hindi in the phone's own Devanagari face
// and a Linux desktop's in its own (decision 154). The browser gets that face as a system font from
// phone-fonts.mjs (this machine has none).
export const DEVICE = {
  viewport: {width: 390, height: 844},
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
