import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  clearViewed,
  readViewed,
  recordViewed,
  RECENTLY_VIEWED_KEY,
  reserveScript,
  withViewed,
} from './storage';

/** localStorage as a browser has it (Vitest runs in Node). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', {localStorage: storage});
});
afterEach(() => vi.unstubAllGlobals());

describe('recently viewed storage', () => {
  it('keeps handles newest first, without repeats, at most nine (eight besides the current product)', () => {
    for (let i = 1; i <= 12; i++) recordViewed(`product-${i}`);
    recordViewed('product-10');
    expect(readViewed()).toEqual([
      'product-10',
      'product-12',
      'product-11',
      'product-9',
      'product-8',
      'product-7',
      'product-6',
      'product-5',
      'product-4',
    ]);
    clearViewed();
    expect(readViewed()).toEqual([]);
  });

  it('ignores what is not a handle (tampered or foreign storage)', () => {
    storage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify(['ok-1', '<script>', 'a,b', 42, 'निकोटीन-गम']),
    );
    expect(readViewed()).toEqual(['ok-1', 'निकोटीन-गम']);
    storage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readViewed()).toEqual([]);
    expect(withViewed(['a'], '../x')).toEqual(['a']);
  });

  it('works, empty, where storage is refused (privacy settings)', () => {
    vi.stubGlobal('window', {
      get localStorage(): never {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    recordViewed('a');
    expect(readViewed()).toEqual([]);
  });

  it('the inline reserve script marks the section only when another product was viewed', () => {
    const run = (current: string | null) => {
      const section = {
        reserved: false,
        setAttribute(name: string) {
          this.reserved = name === 'data-reserved';
        },
      };
      new Function('document', 'localStorage', reserveScript(current))(
        {currentScript: {previousElementSibling: section}},
        storage,
      );
      return section.reserved;
    };
    expect(run('a')).toBe(false);
    recordViewed('a');
    expect(run('a')).toBe(false);
    expect(run(null)).toBe(true);
    recordViewed('b');
    expect(run('a')).toBe(true);
    expect(reserveScript('</script><script>alert(1)</script>')).not.toContain(
      '</script>',
    );
  });
});
