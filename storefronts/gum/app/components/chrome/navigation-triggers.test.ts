import {describe, expect, it} from 'vitest';
import {isInternalPathChange} from './navigation-triggers';

const here = {origin: 'http://127.0.0.1:3001', pathname: '/faq'};
const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

describe('isInternalPathChange', () => {
  it('shows for an internal link to another path', () => {
    expect(
      isInternalPathChange(
        {href: 'http://127.0.0.1:3001/pages/contact'},
        here,
        click,
      ),
    ).toBe(true);
    expect(isInternalPathChange({href: '/products/mint'}, here, click)).toBe(
      true,
    );
  });
  it('ignores same-path links (hash or query only)', () => {
    expect(isInternalPathChange({href: '/faq#q3'}, here, click)).toBe(false);
    expect(isInternalPathChange({href: '/faq?x=1'}, here, click)).toBe(false);
  });
  it('ignores external, new-tab, download and non-http links', () => {
    expect(
      isInternalPathChange({href: 'https://example.com/x'}, here, click),
    ).toBe(false);
    expect(
      isInternalPathChange({href: '/x', target: '_blank'}, here, click),
    ).toBe(false);
    expect(
      isInternalPathChange({href: '/x', hasDownload: true}, here, click),
    ).toBe(false);
    expect(
      isInternalPathChange({href: 'mailto:care@example.com'}, here, click),
    ).toBe(false);
    expect(isInternalPathChange({href: 'tel:+911234'}, here, click)).toBe(
      false,
    );
  });
  it('ignores modified and non-primary clicks', () => {
    expect(
      isInternalPathChange({href: '/x'}, here, {...click, metaKey: true}),
    ).toBe(false);
    expect(
      isInternalPathChange({href: '/x'}, here, {...click, button: 1}),
    ).toBe(false);
    expect(
      isInternalPathChange({href: '/x'}, here, {
        ...click,
        defaultPrevented: true,
      }),
    ).toBe(false);
  });
});
