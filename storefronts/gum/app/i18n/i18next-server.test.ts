import {describe, expect, it} from 'vitest';
import {createI18nServer} from './i18next-server';

const resources = {
  en: {common: {hello: 'Hello {{name}}', fallbackOnly: 'Only in English'}},
  hi: {common: {hello: 'नमस्ते {{name}}'}},
};
const i18nServer = createI18nServer<'en' | 'hi'>({
  supported: ['en', 'hi'],
  fallback: 'en',
  resources,
});

describe('the server-side t for loaders and meta', () => {
  it('translates in the language asked for, falling back to the default for a missing key', async () => {
    const [en, hi] = await Promise.all([
      i18nServer.getFixedT('en', 'common'),
      i18nServer.getFixedT('hi', 'common'),
    ]);
    expect(en('hello', {name: 'Asha'})).toBe('Hello Asha');
    expect(hi('hello', {name: 'Asha'})).toBe('नमस्ते Asha');
    expect(hi('fallbackOnly')).toBe('Only in English');
  });

  it('is made once per language and namespace, not per request', async () => {
    expect(await i18nServer.getFixedT('hi', 'common')).toBe(
      await i18nServer.getFixedT('hi', 'common'),
    );
    expect(await i18nServer.getFixedT('en', 'common')).not.toBe(
      await i18nServer.getFixedT('hi', 'common'),
    );
  });
});
