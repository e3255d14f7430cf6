import {describe, expect, it} from 'vitest';
import {inlineJson} from './inline-json';

describe('inlineJson', () => {
  it('escapes a closing script tag so the payload still parses to the same value', () => {
    const json = inlineJson({text: '</script><script>alert(1)</script>'});
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({
      text: '</script><script>alert(1)</script>',
    });
  });

  it('is a JavaScript literal of the same value, line separators included', () => {
    const value = {text: 'a\u2028b\u2029c', list: ['/assets/x.js', null]};
    const json = inlineJson(value);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(new Function(`return ${json};`)()).toEqual(value);
  });
});
