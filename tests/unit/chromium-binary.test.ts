import {describe, expect, it} from 'vitest';
import {
  FULL_BROWSER,
  HEADLESS_SHELL,
  suiteChromium,
} from '../e2e/chromium-binary.ts';

describe("the suite's Chromium (decision 167)", () => {
  it("drives Debian's headless shell when it is installed", () => {
    expect(suiteChromium({}, (path) => path === HEADLESS_SHELL)).toBe(
      HEADLESS_SHELL,
    );
  });

  it('falls back to the full browser without it', () => {
    expect(suiteChromium({}, () => false)).toBe(FULL_BROWSER);
  });

  it('drives what CHROMIUM_PATH names, installed shell or not', () => {
    expect(
      suiteChromium({CHROMIUM_PATH: '/opt/chromium/chrome'}, () => true),
    ).toBe('/opt/chromium/chrome');
  });
});
