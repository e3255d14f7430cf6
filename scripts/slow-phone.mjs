// The slow phone both real-user tools emulate (issue 34): `bench-real-user.mjs` and `first-frame-profile.mjs`.
import {chromium} from '@playwright/test';
import {phoneFontsEnv} from './phone-fonts.mjs';

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

/** The full browser, as shoppers run it (decision 167), with the phone's Devanagari face (decision 170). */
export function launchPhoneBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    env: phoneFontsEnv(),
  });
}

/** A cold page on the phone: its own context (a fresh profile), Slow 4G and the CPU rate applied over CDP. */
export async function newPhonePage(browser, contextOptions = {}) {
  const context = await browser.newContext({
    ...DEVICE,
    serviceWorkers: 'block',
    locale: 'en-IN',
    ...contextOptions,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_RATE});
  return {context, page};
}

/** An init script: records FCP and the latest LCP candidate in `window.__paint` from the page's first script on. */
export const RECORD_PAINTS = () => {
  window.__paint = {fcp: null, lcp: null};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'first-contentful-paint') window.__paint.fcp = e.startTime;
  }).observe({type: 'paint', buffered: true});
  new PerformanceObserver((list) => {
    window.__paint.lcp = list.getEntries().at(-1).startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});
};
