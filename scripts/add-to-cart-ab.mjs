#!/usr/bin/env node
// Add to cart → the product's line in the cart dialog, as ../shared/bench/lighthouse-vs-skeleton.mjs times it
// (Chromium, 390 px, 4x CPU throttling, fresh context per try), interleaved over any number of targets, with
// where the time goes: Playwright's checks before the click, the click's own task, the line in the DOM, the
// next frame, and Playwright's wait after (issue 26 item 2).
//   node scripts/add-to-cart-ab.mjs label=http://127.0.0.1:3310/products/x other=http://127.0.0.1:3570/products/x
// Env: TRIES (9), SETTLE_MS (0: extra wait after networkidle, to see the drawer ready beforehand), DELAY_CART_MS
// (0: hold the cart route's POST this long before it reaches the server, to see what shows before the answer).
import {createRequire} from 'node:module';
import {join} from 'node:path';

const targets = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  return at > 0 && !arg.startsWith('http')
    ? [arg.slice(0, at), arg.slice(at + 1)]
    : [arg, arg];
});
if (!targets.length) {
  console.error('usage: add-to-cart-ab.mjs [label=]url ...');
  process.exit(2);
}
const tries = Number(process.env.TRIES ?? 9);
const settleMs = Number(process.env.SETTLE_MS ?? 0);
const delayCartMs = Number(process.env.DELAY_CART_MS ?? 0);
const {chromium} = createRequire(join(process.cwd(), 'package.json'))(
  'playwright-core',
);

// In the page: when the pointer went down, when the click's task ended, when a visible dialog first held the
// title (a MutationObserver, so right after the commit that drew it) and the frame after that.
function instrument() {
  const marks = (window.__atc = {});
  const now = () => Date.now();
  addEventListener('pointerdown', () => (marks.pointerdown ??= now()), true);
  addEventListener(
    'click',
    () => {
      marks.click ??= now();
      setTimeout(() => (marks.clickTaskEnd ??= now()));
    },
    true,
  );
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      getComputedStyle(el).visibility !== 'hidden'
    );
  };
  const check = () => {
    if (!marks.click || marks.line || !window.__atcTitle) return;
    for (const dialog of document.querySelectorAll('[role=dialog],dialog')) {
      if (!visible(dialog)) continue;
      marks.dialog ??= now();
      if (dialog.textContent.includes(window.__atcTitle)) {
        marks.line = now();
        requestAnimationFrame(() => setTimeout(() => (marks.frame = now())));
        return;
      }
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

async function once(url) {
  const ctx = await browser.newContext({viewport: {width: 390, height: 844}});
  await ctx.addInitScript(instrument);
  const page = await ctx.newPage();
  page.setDefaultTimeout(20000);
  const chunks = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script')
      chunks.push({url: r.url().split('/').pop(), at: Date.now()});
  });
  if (delayCartMs)
    await page.route(/\/cart(\?|$)/, async (route) => {
      if (route.request().method() === 'POST')
        await new Promise((r) => setTimeout(r, delayCartMs));
      await route.continue();
    });
  try {
    await page.goto(url);
    await page
      .locator('[data-hydrated="true"]')
      .first()
      .waitFor({state: 'attached', timeout: 4000})
      .catch(() => page.waitForTimeout(4000));
    await page.waitForLoadState('networkidle').catch(() => {});
    if (settleMs) await page.waitForTimeout(settleMs);
    const title = (await page.locator('h1').first().innerText()).trim();
    const before = await page.evaluate((t) => {
      window.__atcTitle = t;
      return {
        dialogs: document.querySelectorAll('[role=dialog],dialog').length,
      };
    }, title);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    const button = page
      .getByRole('button', {name: /add to cart/i})
      .filter({visible: true})
      .first();
    const nChunks = chunks.length;
    const t0 = Date.now();
    await button.click();
    const tClick = Date.now();
    await page
      .getByRole('dialog')
      .filter({visible: true})
      .getByText(title, {exact: false})
      .filter({visible: true})
      .first()
      .waitFor();
    const tDone = Date.now();
    await page.waitForTimeout(300);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    const m = await page.evaluate(() => window.__atc);
    const rel = (x) => (x ? x - t0 : null);
    return {
      total: tDone - t0,
      down: rel(m.pointerdown),
      click: rel(m.click),
      task: rel(m.clickTaskEnd),
      dialog: rel(m.dialog),
      line: rel(m.line),
      frame: rel(m.frame),
      clickReturned: tClick - t0,
      dialogsBefore: before.dialogs,
      chunksAfter: chunks
        .slice(nChunks)
        .map((c) => `${c.url}@${c.at - t0}`)
        .join(' '),
    };
  } catch (error) {
    return {error: String(error).split('\n')[0]};
  } finally {
    await ctx.close();
  }
}

const results = targets.map(() => []);
for (let r = 0; r < tries; r++)
  for (const [i, [label, url]] of targets.entries()) {
    const res = await once(url);
    results[i].push(res);
    console.log(label.padEnd(12), JSON.stringify(res));
  }
await browser.close();
const median = (xs) => {
  const s = xs
    .filter((x) => x !== null && x !== undefined)
    .sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};
console.log("\nmedians (ms from the start of Playwright's click):");
console.log(
  'target       total  pointerdown  click-task-end  dialog  line  frame  click()-returned  [all totals]',
);
for (const [i, [label]] of targets.entries()) {
  const rs = results[i].filter((x) => !x.error);
  const col = (k) => String(median(rs.map((x) => x[k]))).padStart(6);
  console.log(
    `${label.padEnd(12)} ${col('total')} ${col('down')} ${col('task')} ${col('dialog')} ${col('line')} ${col('frame')} ${col('clickReturned')}  [${rs.map((x) => x.total).join(', ')}]${results[i].length - rs.length ? ` ${results[i].length - rs.length} failed` : ''}`,
  );
}
