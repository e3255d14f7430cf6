import {describe, expect, it} from 'vitest';
import {faqPageJsonLd} from './faq-jsonld';

describe('faqPageJsonLd', () => {
  it('lists every question with its answer in order', () => {
    const data = faqPageJsonLd(
      [
        {id: 'a', question: 'How many a day?', answer: '6-12 pieces.'},
        {id: 'b', question: 'Who should not?', answer: 'Under 18.'},
      ],
      {inLanguage: 'en'},
    );
    expect(data['@type']).toBe('FAQPage');
    expect(data.inLanguage).toBe('en');
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How many a day?',
        acceptedAnswer: {'@type': 'Answer', text: '6-12 pieces.'},
      },
      {
        '@type': 'Question',
        name: 'Who should not?',
        acceptedAnswer: {'@type': 'Answer', text: 'Under 18.'},
      },
    ]);
  });
});
