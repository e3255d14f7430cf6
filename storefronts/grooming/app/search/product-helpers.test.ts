import {describe, expect, it} from 'vitest';
import {firstWords} from './product-helpers';

describe('firstWords', () => {
  it('keeps the first three words, collapsing whitespace', () => {
    expect(
      firstWords('Rechargeable waterproof trimmer with 90 min runtime'),
    ).toBe('Rechargeable waterproof trimmer');
    expect(firstWords('  Smooth\n\tclose   shave, every day ')).toBe(
      'Smooth close shave,',
    );
  });
  it('handles short and empty text', () => {
    expect(firstWords('Two words')).toBe('Two words');
    expect(firstWords('')).toBe('');
    expect(firstWords(null)).toBe('');
    expect(firstWords('a b c d e', 2)).toBe('a b');
  });
});
