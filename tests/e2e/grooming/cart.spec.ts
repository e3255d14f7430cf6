import {
  drawerScriptsAheadSpec,
  expect as baseExpect,
  oneViewport,
  postCartChange,
  PRODUCTS,
  test,
  variantId,
} from '../fixtures';

// The drawer chains several requests (cart, request id, validation, mutation); allow for a loaded machine.
const expect = baseExpect.configure({timeout: 15_000});
test.describe.configure({timeout: 60_000});

drawerScriptsAheadSpec(`/products/${PRODUCTS.razor.handle}`);

// The drawer is the same component at both widths: its dialog behaviour (Esc, scroll lock, focus) and empty
// state run at both, what it does to the cart at 390 px only (`oneViewport`).
test.describe('cart drawer', () => {
  test('empty cart: title, message, and the button closes the drawer and goes home', async ({
    page,
    storefront,
    cart,
  }) => {
    await storefront.goto(`/products/${PRODUCTS.razor.handle}`);
    await cart.open();
    await expect(
      cart.drawer.getByRole('heading', {name: 'Your Cart (0 items)'}),
    ).toBeVisible();
    await expect(cart.drawer.getByText('Your Cart is Empty!')).toBeVisible();
    await cart.drawer.getByRole('button', {name: 'Continue Shopping'}).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(cart.drawer).toBeHidden();
  });

  test(
    'add from the product page, change quantities, minus at 1 removes the line',
    oneViewport,
    async ({page, storefront, cart}) => {
      await storefront.goto(`/products/${PRODUCTS.razor.handle}`);
      const panel = await cart.addFromProductPage();
      await expect(
        panel.getByRole('heading', {name: 'Your Cart (1 item)'}),
      ).toBeVisible();
      // First open with items: confetti is drawn, then removed.
      await expect(page.getByTestId('confetti')).toHaveCount(1);
      await expect(page.getByTestId('confetti')).toHaveCount(0, {
        timeout: 5000,
      });
      const line = panel.getByTestId('cart-line');
      await expect(line).toContainText(PRODUCTS.razor.title);
      await expect(line).toContainText('₹549.00');
      await expect(line).toContainText('₹699.00');
      await expect(panel.getByTestId('cart-total')).toHaveText('₹549.00');
      await expect(panel.getByTestId('free-shipping')).toContainText(
        'unlocked FREE shipping',
      );

      // From here on, every title the drawer shows and every confetti canvas added: a change must never
      // flash the count from before it, and only the + is a rise (decision
      // 19).
      await page.evaluate(() => {
        const seen = {titles: [] as string[], confetti: 0};
        (window as unknown as {seen: typeof seen}).seen = seen;
        const title = () =>
          [...document.querySelectorAll('[role="dialog"] h2')]
            .map((h) => h.textContent ?? '')
            .find((t) => t.startsWith('Your Cart')) ?? '';
        seen.titles.push(title());
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (
                node instanceof HTMLElement &&
                node.dataset.testid === 'confetti'
              )
                seen.confetti++;
          if (title() !== seen.titles.at(-1)) seen.titles.push(title());
        }).observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      });
      const seen = () =>
        page.evaluate(
          () =>
            (window as unknown as {seen: {titles: string[]; confetti: number}})
              .seen,
        );

      await panel
        .getByRole('button', {
          name: `Increase quantity of ${PRODUCTS.razor.title}`,
        })
        .click();
      await expect(
        panel.getByRole('heading', {name: 'Your Cart (2 items)'}),
      ).toBeVisible();
      // The count rose while open: confetti again.
      await expect(page.getByTestId('confetti')).toHaveCount(1);
      await expect(panel.getByTestId('cart-total')).toHaveText('₹1,098.00');
      await expect(page.getByTestId('cart-spinner')).toHaveCount(0);

      await panel
        .getByRole('button', {
          name: `Decrease quantity of ${PRODUCTS.razor.title}`,
        })
        .click();
      await expect(panel.getByTestId('line-quantity')).toHaveText('1');
      await expect(panel.getByTestId('cart-total')).toHaveText('₹549.00');
      await expect(page.getByTestId('cart-spinner')).toHaveCount(0);

      await panel
        .getByRole('button', {name: `Remove ${PRODUCTS.razor.title}`})
        .click();
      await expect(panel.getByText('Your Cart is Empty!')).toBeVisible();
      await expect(
        panel.getByRole('heading', {name: 'Your Cart (0 items)'}),
      ).toBeVisible();
      // The last line went: no cached cart, coupon or offers remain.
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(localStorage).filter((k) =>
              /cart-drawer:(cart|coupon|offers)/.test(k),
            ),
          ),
        )
        .toEqual([]);
      expect(await seen()).toEqual({
        titles: [
          'Your Cart (1 item)',
          'Your Cart (2 items)',
          'Your Cart (1 item)',
          'Your Cart (0 items)',
        ],
        confetti: 1,
      });
    },
  );

  test('free-shipping progress below ₹299, Esc closes, scroll is locked and focus stays inside', async ({
    page,
    storefront,
    cart,
  }) => {
    await storefront.goto('/');
    await cart.add([{handle: PRODUCTS.cream.handle}]);
    await storefront.goto('/');
    await cart.open();
    const panel = cart.drawer;
    await expect(panel.getByTestId('free-shipping')).toContainText(
      'You are ₹100.00 away from FREE shipping',
    );
    // 199 / 299 × 100 = 66.55…
    await expect(
      panel.getByRole('progressbar', {name: 'Free shipping progress'}),
    ).toHaveAttribute('aria-valuenow', '66.55');
    expect(
      await page.evaluate(() => getComputedStyle(document.body).overflow),
    ).toBe('hidden');
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() =>
          Boolean(document.activeElement?.closest('[role="dialog"]')),
        ),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    expect(
      await page.evaluate(() => getComputedStyle(document.body).overflow),
    ).not.toBe('hidden');
  });

  test(
    'while loading: spinner, close and backdrop disabled; a failed delete toasts and keeps the line',
    oneViewport,
    async ({page, storefront, cart, toasts}) => {
      await storefront.goto('/');
      await cart.add([
        {handle: PRODUCTS.razor.handle},
        {handle: PRODUCTS.cream.handle},
      ]);
      await storefront.goto('/');
      await cart.open();
      const panel = cart.drawer;
      await expect(panel.getByTestId('cart-line')).toHaveCount(2);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The drawer's line changes post to /cart through React Router's fetcher (/cart.data). A proxy's or a
      // crashed worker's plain 500 (no router answer) must read as a failed change, never the error page.
      await page.route('**/cart.data', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        await held;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({errors: [{message: 'boom'}]}),
        });
      });
      await panel
        .getByTestId('cart-line')
        .filter({hasText: PRODUCTS.cream.title})
        .getByRole('button', {name: 'Remove', exact: true})
        .click();
      await expect(page.getByTestId('cart-spinner')).toBeVisible();
      // Optimistic: the line is gone before the server answers.
      await expect(panel.getByTestId('cart-line')).toHaveCount(1);
      await expect(
        panel.getByRole('heading', {name: 'Your Cart (1 item)'}),
      ).toBeVisible();
      await expect(
        panel.getByRole('button', {name: 'Close cart'}),
      ).toBeDisabled();
      await expect(panel.getByRole('button', {name: 'BUY NOW'})).toBeDisabled();
      await expect(
        panel.getByRole('button', {name: /Increase quantity/}).first(),
      ).toBeDisabled();
      await page
        .getByTestId('cart-drawer-backdrop')
        .click({position: {x: 5, y: 400}, force: true});
      await page.keyboard.press('Escape');
      await expect(panel).toBeVisible();
      release();
      await toasts.expect('Failed to update cart. Please try again.');
      await expect(page.getByTestId('cart-spinner')).toHaveCount(0);
      await expect(panel.getByTestId('cart-line')).toHaveCount(2);
    },
  );

  test(
    "upsell 'Offers Unlocked!' adds a product with quantity 1",
    oneViewport,
    async ({storefront, cart, toasts}) => {
      await storefront.goto('/');
      await cart.add([{handle: PRODUCTS.razor.handle}]);
      await storefront.goto('/');
      await cart.open();
      const panel = cart.drawer;
      const upsell = panel.getByTestId('upsell');
      await expect(
        upsell.getByRole('heading', {name: 'Offers Unlocked!'}),
      ).toBeVisible();
      const first = upsell.getByTestId('upsell-item').first();
      const title = (await first
        .locator('.upsell__title')
        .textContent())!.trim();
      await expect(first).toContainText(/\d+% off|Best Price/);
      await first.getByRole('button', {name: `Add ${title} to cart`}).click();
      await toasts.expect('Product added to cart');
      await expect(
        panel.getByRole('heading', {name: 'Your Cart (2 items)'}),
      ).toBeVisible();
      await expect(
        panel
          .getByTestId('cart-line')
          .filter({hasText: title})
          .getByTestId('line-quantity'),
      ).toHaveText('1');
      // It is in the cart now, so it leaves the strip.
      await expect(
        upsell.getByTestId('upsell-item').filter({hasText: title}),
      ).toHaveCount(0);
    },
  );

  test(
    'a line the server does not know (still being added) logs a warning and nothing is deleted',
    oneViewport,
    async ({page, storefront, cart, toasts}) => {
      await storefront.goto('/');
      await cart.add([{handle: PRODUCTS.razor.handle}]);
      await storefront.goto('/');
      await cart.open();
      const panel = cart.drawer;
      const warnings: string[] = [];
      page.on(
        'console',
        (m) => m.type() === 'warning' && warnings.push(m.text()),
      );
      const mutations: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // Every cart change (upsell, lines, codes, hand-off) posts to /cart.data through a fetcher.
      await page.route(/\/cart(\.data)?(\?.*)?$/, async (route) => {
        const body = route.request().postData() ?? '';
        if (route.request().method() !== 'POST') return route.continue();
        if (/LinesRemove|LinesUpdate/.test(body)) mutations.push(body);
        if (body.includes('LinesAdd')) await held;
        return route.continue();
      });
      const first = panel
        .getByTestId('upsell')
        .getByTestId('upsell-item')
        .first();
      const title = (await first
        .locator('.upsell__title')
        .textContent())!.trim();
      await first.getByRole('button', {name: `Add ${title} to cart`}).click();
      // Hydrogen's optimistic cart shows the line before the server has it.
      const pendingLine = panel
        .getByTestId('cart-line')
        .filter({hasText: title});
      await expect(pendingLine).toHaveCount(1);
      await pendingLine
        .getByRole('button', {name: 'Remove', exact: true})
        .click();
      await expect
        .poll(() =>
          warnings.some((w) => /is not in the cart; nothing deleted/.test(w)),
        )
        .toBe(true);
      release();
      await toasts.expect('Product added to cart');
      await expect(
        panel.getByRole('heading', {name: 'Your Cart (2 items)'}),
      ).toBeVisible();
      await expect(pendingLine.getByTestId('line-quantity')).toHaveText('1');
      expect(mutations).toEqual([]);
    },
  );

  test(
    'upsell on a fresh visitor creates the cart',
    oneViewport,
    async ({page, storefront}) => {
      // The strip shows only with items: add its first product as its Add button's fetcher does.
      await storefront.goto('/');
      const res = await page.request.get('/api/upsell');
      const {products} = await res.json();
      expect(products.length).toBeGreaterThan(0);
      expect(await page.context().cookies()).not.toContainEqual(
        expect.objectContaining({name: 'cart'}),
      );
      const add = await postCartChange(page.request, 'LinesAdd', {
        lines: [{merchandiseId: products[0].variantId, quantity: 1}],
      });
      expect(add.ok()).toBe(true);
      const entity = await (await page.request.get('/api/cart')).json();
      expect(entity.totalQuantity).toBe(1);
      expect(await page.context().cookies()).toContainEqual(
        expect.objectContaining({name: 'cart'}),
      );
    },
  );
});

// What the cart route answers a caller is the same at any width.
test.describe('/api/cart', oneViewport, () => {
  test('GET with the cart token header answers the camelCase Cart entity', async ({
    page,
    storefront,
    cart,
  }) => {
    await storefront.goto('/');
    await cart.add([{handle: PRODUCTS.razor.handle, quantity: 2}]);
    const id = `gid://shopify/Cart/${decodeURIComponent((await cart.cookie())!.value)}`;
    const res = await page.request.get('/api/cart', {
      headers: {'X-Cart-Token': id},
    });
    expect(res.status()).toBe(200);
    const entity = await res.json();
    expect(entity).toMatchObject({
      id,
      totalQuantity: 2,
      cost: {
        totalAmount: {amount: '1098.00', currencyCode: 'INR'},
        checkoutChargeAmount: {amount: '1098.00'},
      },
      discountCodes: [],
    });
    expect(entity.checkoutUrl).toMatch(/\/checkouts\/cn\//);
    expect(entity.lines.nodes[0]).toMatchObject({
      quantity: 2,
      merchandise: {
        price: {amount: '549.00'},
        compareAtPrice: {amount: '699.00'},
        product: {handle: PRODUCTS.razor.handle},
      },
    });
  });

  test("another session naming a cart's token (or whole id) gets a 404, never the cart's key or checkout URL (issue 21 item 3)", async ({
    page,
    storefront,
    cart,
    playwright,
    baseURL,
  }) => {
    await storefront.goto('/');
    await cart.add([{handle: PRODUCTS.razor.handle, quantity: 1}]);
    const whole = decodeURIComponent((await cart.cookie())!.value);
    const [token, key] = [
      await cart.token(),
      new URLSearchParams(whole.split('?')[1]).get('key')!,
    ];
    // The attacker has a cart of their own, and has seen the victim's bare token (line ids show it).
    const attacker = await playwright.request.newContext({baseURL});
    const own = await postCartChange(attacker, 'LinesAdd', {
      lines: [
        {
          merchandiseId: await variantId(
            attacker,
            'grooming',
            PRODUCTS.razor.handle,
          ),
          quantity: 1,
        },
      ],
    });
    expect(own.status()).toBe(200);
    const asks = [
      () =>
        attacker.get('/api/cart', {
          headers: {'X-Cart-Token': `gid://shopify/Cart/${token}`},
        }),
      () => attacker.get('/api/cart', {headers: {'X-Cart-Token': token}}),
      () =>
        attacker.get('/api/cart', {
          headers: {'X-Cart-Token': `gid://shopify/Cart/${whole}`},
        }),
      () => attacker.get('/api/discount', {headers: {'X-Cart-Token': token}}),
      () =>
        attacker.put('/api/discount', {
          headers: {'X-Cart-Token': token},
          data: {lines: {nodes: []}},
        }),
      () =>
        attacker.post('/api/discount', {
          headers: {'X-Cart-Token': token},
          data: {
            cart: {lines: {nodes: []}},
            couponCode: 'WELCOME10',
            requestId: 'x',
          },
        }),
    ];
    for (const ask of asks) {
      const res = await ask();
      const text = await res.text();
      expect(res.status(), text).toBe(404);
      expect(JSON.parse(text).message).toBe('Cart not found');
      expect(text).not.toContain(key);
      expect(text).not.toMatch(/checkouts\/cn/);
    }
    // A visitor with no cart at all is refused the same way.
    const stranger = await playwright.request.newContext({baseURL});
    expect(
      (
        await stranger.get('/api/cart', {
          headers: {'X-Cart-Token': `gid://shopify/Cart/${whole}`},
        })
      ).status(),
    ).toBe(404);
    await Promise.all([attacker.dispose(), stranger.dispose()]);
    // The owner still reads their cart.
    expect(
      (
        await page.request.get('/api/cart', {
          headers: {'X-Cart-Token': `gid://shopify/Cart/${token}`},
        })
      ).status(),
    ).toBe(200);
  });

  test('bad input is a 4xx with a readable message', async ({request}) => {
    const noToken = await request.get('/api/cart');
    expect(noToken.status()).toBe(400);
    expect((await noToken.json()).message).toMatch(/X-Cart-Token/);
    expect(
      (
        await request.get('/api/cart', {
          headers: {'X-Cart-Token': 'gid://shopify/Cart/nope'},
        })
      ).status(),
    ).toBe(404);
    expect((await postCartChange(request, 'Nope')).status()).toBe(400);
    // /cart is the cart core's one entry point (decision 138): /api/cart only reads.
    const post = await request.post('/api/cart', {
      form: {
        cartFormInput: '{"action":"DiscountCodesUpdate","inputs":{}}',
      },
    });
    expect(post.status()).toBe(405);
    expect(post.headers()['set-cookie']).toBeUndefined();
  });
});

test(
  'Add to cart opens the drawer with the line before the server answers (decision 82)',
  oneViewport,
  async ({page, storefront, cart}) => {
    await storefront.goto(`/products/${PRODUCTS.razor.handle}`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/cart(\.data)?(\?.*)?$/, async (route) => {
      if (route.request().method() === 'POST') await held;
      return route.continue();
    });
    await page.getByTestId('add-to-cart').click();
    // The server has not answered: the line is drawn, the totals wait for its price, the button is busy.
    const line = cart.lines.filter({hasText: PRODUCTS.razor.title});
    await expect(line).toBeVisible();
    await expect(cart.drawer.getByTestId('cart-total')).toHaveText('…');
    // What goes under the line joins right after the opening render, not with the answer (decision 95).
    await expect(
      cart.drawer.getByRole('button', {name: 'View All Offers'}),
    ).toBeVisible();
    await expect(page.getByTestId('add-to-cart')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    await expect(line).toHaveAttribute(
      'data-line-id',
      /^gid:\/\/shopify\/CartLine\//,
    );
    await expect(cart.drawer.getByTestId('cart-total')).toHaveText('₹549.00');
    await expect(page.getByTestId('add-to-cart')).toHaveAttribute(
      'aria-busy',
      'false',
    );
  },
);
