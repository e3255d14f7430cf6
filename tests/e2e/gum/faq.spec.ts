import {COPY, expect, LANGUAGES, test} from '../fixtures';

/** FAQ: 14 questions in English, 17 in Hindi, the dosage facts, accessible accordion, FAQPage JSON-LD. */

const COUNTS = {en: 14, hi: 17} as const;

for (const language of LANGUAGES) {
  test(`FAQ in ${language}: ${COUNTS[language]} questions, accordion, facts and FAQPage JSON-LD`, async ({
    page,
    storefront,
  }) => {
    await storefront.useLanguage(language);
    await storefront.goto('/faq');
    await expect(page.locator('h1')).toHaveText(COPY[language].faqTitle);
    const questions = page.locator('.faq__question');
    await expect(questions).toHaveCount(COUNTS[language]);

    // Buttons with aria-expanded/aria-controls, closed at first; they open and close by click and keyboard.
    const first = questions.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    const panelId = await first.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await first.click();
    await expect(panel).toBeHidden();
    const second = questions.nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');

    const jsonLd = JSON.parse(
      (await page
        .locator('head script[type="application/ld+json"]')
        .textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity).toHaveLength(COUNTS[language]);
    expect(jsonLd.mainEntity[0]['@type']).toBe('Question');
    expect(jsonLd.mainEntity[0].name).toBe((await first.textContent())?.trim());

    const text = (await page.locator('.faq').textContent()) ?? '';
    for (const fact of ['2mg', '6-12', '24', '21', '30'])
      expect(text, fact).toContain(fact);
    if (language === 'en') {
      for (const fact of [
        '25°C',
        'under 18',
        '18-20 minutes',
        '24 months',
        '15 minutes',
        'non-users of tobacco',
      ]) {
        expect(text, fact).toContain(fact);
      }
    } else {
      for (const fact of [
        '9 महीने',
        '3 महीने',
        '6 महीने',
        '18',
        '18-20',
        '24 महीने',
        '15 मिनट',
      ])
        expect(text, fact).toContain(fact);
    }
  });
}
