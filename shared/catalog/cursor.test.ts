import {describe, expect, it} from 'vitest';
import {isWellFormedCursor} from './cursor';

describe('isWellFormedCursor', () => {
  it("accepts the Storefront API's cursors (base64 JSON objects) and refuses junk", () => {
    expect(isWellFormedCursor(btoa(JSON.stringify({last_id: 12})))).toBe(true);
    for (const junk of [
      'junk',
      'abc',
      '%00',
      '<script>',
      btoa('[1,2]'),
      btoa('not json'),
      'x'.repeat(600),
    ])
      expect(isWellFormedCursor(junk), junk).toBe(false);
  });
});
