/* eslint-disable @typescript-eslint/no-explicit-any -- JSON-LD and window flags are checked field by field */
import {expect, type Language, oneViewport, test} from '../fixtures';

/**
 * Issue 38 on gum, in English and Hindi: buyers' reviews in the first HTML (summary with a bar per star,
 * the first reviews, JSON-LD that agrees), filters and "More reviews" on a live page and as plain links,
 * the photo viewer and one helpful vote per shopper. One viewport: the layout is one column either way.
 */

const PRODUCT = '/products/nicotine-gum-2mg-coffee';

const COPY: Record<
  Language,
  {
    heading: string;
    basedOn: string;
    verified: string;
    more: string;
    showing: (shown: number) => RegExp;
    voted: string;
    already: string;
    viewer: string;
    close: string;
    starBar: (star: number) => RegExp;
  }
> = {
  en: {
    heading: 'Customer reviews',
    basedOn: 'Based on 512 reviews',
    verified: 'Verified buyer',
    more: 'More reviews',
    showing: (shown) => new RegExp(`^Showing ${shown} of [\\d,]+ reviews$`),
    voted: 'Thanks for your vote.',
    already: 'You have already voted for this review.',
    viewer: "Buyer's photo",
    close: 'Close',
    starBar: (star) =>
      new RegExp(
        `^${star} ${star === 1 ? 'star' : 'stars'}: [\\d,]+ reviews?\\. Show only these$`,
      ),
  },
  hi: {
    heading: 'ग्राहकों की समीक्षाएँ',
    basedOn: '512 समीक्षाओं के आधार पर',
    verified: 'सत्यापित खरीदार',
    more: 'और समीक्षाएँ',
    showing: (shown) => new RegExp(`^[\\d,]+ में से ${shown} समीक्षाएँ$`),
    voted: 'आपके वोट के लिए धन्यवाद।',
    already: 'आप इस समीक्षा पर पहले ही वोट कर चुके हैं।',
    viewer: 'खरीदार की फ़ोटो',
    close: 'बंद करें',
    starBar: (star) =>
      new RegExp(`^${star} स्टार: [\\d,]+ समीक्षा(एँ)?। सिर्फ़ ये दिखाएँ$`),
  },
};

function jsonLdProduct(html: string): Record<string, any> {
  const blocks = [
    ...html.matchAll(
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].flatMap((m) => [JSON.parse(m[1]!)].flat());
  return blocks.find((b) => b['@type'] === 'Product');
}

for (const language of ['en', 'hi'] as const) {
  const copy = COPY[language];
  test.describe(`reviews (${language})`, oneViewport, () => {
    test('the first HTML has the summary, the first reviews and JSON-LD that agrees', async ({
      page,
      request,
      storefront,
    }) => {
      const path = storefront.path(PRODUCT, language);
      const html = await (await request.get(path)).text();
      const product = jsonLdProduct(html);
      expect(product.aggregateRating).toMatchObject({
        ratingValue: '4.4',
        reviewCount: 512,
      });
      expect(product.review).toHaveLength(5);

      await storefront.goto(path);
      const section = page.locator('#reviews');
      await expect(
        section.getByRole('heading', {name: copy.heading}),
      ).toBeVisible();
      await expect(section.getByTestId('reviews-summary')).toContainText(
        copy.basedOn,
      );
      await expect(section.getByTestId('reviews-summary')).toContainText('4.4');
      // Each bar's name for a screen reader: "1 star: 26 reviews", never "1 stars".
      for (const star of [1, 5])
        await expect(
          section.getByTestId(`reviews-bar-${star}`),
        ).toHaveAccessibleName(copy.starBar(star));
      const reviews = section.getByTestId('review');
      await expect(reviews).toHaveCount(5);
      // The page shows the reviews the JSON-LD names, in the language each was written in. The section is
      // drawn once it nears the screen (decision 163): read as a shopper does, scrolled to, on the next frame.
      await section.scrollIntoViewIfNeeded();
      await expect
        .poll(() => reviews.locator('h3').allInnerTexts())
        .toEqual(product.review.map((r: any) => r.name));
      await expect(reviews.first()).toHaveAttribute('lang', /^(en|hi)$/);
      await expect(section.getByTestId('verified-buyer').first()).toHaveText(
        `✓ ${copy.verified}`,
      );
    });

    test('filters by a star bar, and "More reviews" appends the next page without a reload', async ({
      page,
      storefront,
    }) => {
      await storefront.goto(storefront.path(PRODUCT, language));
      const section = page.locator('#reviews');
      // A slow phone: the filtered page takes a second, and the list says it is loading meanwhile.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/reviews_rating=3/, async (route) => {
        await held;
        await route.continue();
      });
      await section.getByTestId('reviews-bar-3').click();
      await expect(section).toHaveAttribute('aria-busy', 'true');
      release();
      await expect(page).toHaveURL(/reviews_rating=3/);
      await expect(section).not.toHaveAttribute('aria-busy');
      const reviews = section.getByTestId('review');
      // The URL changes before React draws the filtered list: wait for the list a shopper sees.
      await expect(
        reviews.locator('[role="img"]:not([aria-label*="3"])'),
      ).toHaveCount(0);
      await expect(reviews).toHaveCount(5);
      // The link's `#reviews` lands with the heading in sight, below the sticky header and its chips.
      const heading = section.getByRole('heading', {name: copy.heading});
      await expect(heading).toBeInViewport();
      const headerBottom = await page
        .locator('header.site-header')
        .evaluate((header) => header.getBoundingClientRect().bottom);
      await expect
        .poll(() =>
          heading.evaluate((element) => element.getBoundingClientRect().top),
        )
        .toBeGreaterThanOrEqual(headerBottom);

      await page.evaluate(() => ((window as any).__samePage = true));
      await section.getByRole('link', {name: copy.more}).click();
      await expect(reviews).toHaveCount(7);
      await expect(section.locator('.reviews__showing')).toHaveText(
        copy.showing(7),
      );
      expect(await page.evaluate(() => (window as any).__samePage)).toBe(true);
    });

    test('a buyer photo opens in a dialog that Escape closes', async ({
      page,
      storefront,
    }) => {
      await storefront.goto(
        `${storefront.path(PRODUCT, language)}?reviews_photos=1`,
      );
      const photo = page.getByTestId('review-photo').first();
      await photo.click();
      const viewer = page.getByRole('dialog', {name: copy.viewer});
      await expect(viewer).toBeVisible();
      await expect(viewer.locator('img')).toHaveAttribute('alt', /.+/);
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await photo.click();
      await viewer.getByRole('button', {name: copy.close}).click();
      await expect(viewer).toBeHidden();
    });

    test('one helpful vote per shopper', async ({page, storefront}) => {
      await storefront.goto(
        `${storefront.path(PRODUCT, language)}?reviews_sort=lowest`,
      );
      const review = page.getByTestId('review').nth(language === 'en' ? 0 : 1);
      const button = review.getByTestId('review-helpful');
      const before = Number((await button.textContent())!.match(/\d+/)![0]);
      await button.click();
      await expect(review.getByRole('status')).toHaveText(copy.voted);
      await expect(button).toContainText(String(before + 1));
      await expect(button).toBeDisabled();
      await storefront.reload();
      await review.getByTestId('review-helpful').click();
      await expect(review.getByRole('status')).toHaveText(copy.already);
      await expect(review.getByTestId('review-helpful')).toContainText(
        String(before + 1),
      );
    });
  });
}

test.describe('reviews without JavaScript', oneViewport, () => {
  test.use({javaScriptEnabled: false});

  test('the filter form and "More reviews" work as a form and a link', async ({
    page,
  }) => {
    await page.goto(`/hi${PRODUCT}`);
    const section = page.locator('#reviews');
    await section.locator('select[name="reviews_rating"]').selectOption('5');
    await section.locator('select[name="reviews_sort"]').selectOption('photos');
    await section.getByRole('button', {name: 'लागू करें'}).click();
    await expect(page).toHaveURL(/reviews_sort=photos.*reviews_rating=5/);
    await expect(section.getByTestId('review').first()).toBeVisible();
    await expect(
      section.getByTestId('review').first().getByTestId('review-photo').first(),
    ).toBeVisible();
    await section.getByRole('link', {name: COPY.hi.more}).click();
    await expect(page).toHaveURL(/reviews_page=2/);
    await expect(section.getByTestId('review')).toHaveCount(5);
  });
});
