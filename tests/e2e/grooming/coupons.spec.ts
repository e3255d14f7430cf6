import {
  applyCoupon,
  cartWith,
  expect as baseExpect,
  faultsAvailable,
  postCartChange,
  PRODUCTS,
  setFaults,
  test,
} from '../fixtures';

// The drawer chains several requests (cart, request id, validation, mutation); allow for a loaded machine.
const expect = baseExpect.configure({timeout: 15_000});
test.describe.configure({timeout: 60_000});

const twoRazors = [{handle: PRODUCTS.razor.handle, quantity: 2}];

test.describe('coupons', () => {
  test('Apply shows only with text; a valid code is applied with toast, totals and confetti', async ({
    page,
    cart,
    toasts,
    storefront,
  }) => {
    await cartWith(storefront, cart, twoRazors);
    const panel = cart.drawer;
    await expect(
      panel
        .getByRole('button', {name: 'Apply', exact: true})
        .filter({visible: true}),
    ).toHaveCount(1); // the better-offer suggestion only
    const input = panel.getByPlaceholder('Enter coupon code');
    await input.fill('   ');
    await expect(panel.locator('.discount-code__apply')).toHaveCount(0);
    await input.fill('flat100');
    await expect(panel.locator('.discount-code__apply')).toBeVisible();
    // The drawer's first open with items played confetti too (3 s); count only canvases the apply adds,
    // else the check races that one's removal against the new one's.
    await page.evaluate(() => {
      const log = window as unknown as {__confettiAdded: number};
      log.__confettiAdded = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof HTMLCanvasElement &&
              node.dataset.testid === 'confetti'
            )
              log.__confettiAdded += 1;
      }).observe(document.body, {childList: true});
    });
    await panel.locator('.discount-code__apply').click();
    await toasts.expect('Coupon Applied! You saved ₹100.00');
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as {__confettiAdded: number}).__confettiAdded,
        ),
      )
      .toBe(1);
    await expect(panel.getByTestId('discount-code-applied')).toContainText(
      'FLAT100 applied',
    );
    await expect(panel.getByTestId('cart-discount')).toHaveText('−₹100.00');
    await expect(panel.getByTestId('cart-total')).toHaveText('₹998.00');
    const cached = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('cart-drawer:coupon') ?? 'null'),
    );
    expect(cached.value).toEqual({
      code: 'flat100',
      message: 'Flat ₹100 off',
      amount: '100.00',
      totalPrice: '998.00',
    });
  });

  test("an unknown code toasts 'Invalid coupon code'; an inapplicable one the provider's errorMessage", async ({
    cart,
    toasts,
    storefront,
  }) => {
    await cartWith(storefront, cart, [{handle: PRODUCTS.cream.handle}]);
    await applyCoupon(cart.drawer, 'NOPE2024');
    await toasts.expect('Invalid coupon code');
    await applyCoupon(cart.drawer, 'FLAT100');
    await toasts.expect('Add items worth ₹800.00 more to use FLAT100');
    await expect(cart.drawer.getByTestId('discount-code-applied')).toHaveCount(
      0,
    );
  });

  test('prerequisite and provider failures each toast their message', async ({
    page,
    cart,
    toasts,
    storefront,
  }) => {
    test.skip(
      !(await faultsAvailable(page.request)),
      'backend started without PROVIDER_TEST_FAULTS=1',
    );
    test.setTimeout(120_000);
    await cartWith(storefront, cart, twoRazors);
    const cases: [Record<string, string>, string][] = [
      [{cart: 'error'}, 'Failed to get latest cart data'],
      [{requestId: 'error'}, 'Failed to get request ID'],
      [{requestId: 'missing'}, 'Request ID not found'],
      [{validate: 'error'}, 'Failed to apply coupon. Please try again.'],
      [{validate: 'message'}, 'Provider says no'],
      [{validate: 'invalid'}, 'Invalid coupon code'],
    ];
    for (const [faults, message] of cases) {
      await setFaults(cart, faults);
      await applyCoupon(cart.drawer, 'FLAT100');
      await toasts.expect(message);
      await expect(page.getByTestId('cart-spinner')).toHaveCount(0);
      await expect(
        cart.drawer.getByTestId('discount-code-applied'),
      ).toHaveCount(0);
    }
    await setFaults(cart, {});
  });

  test('removing: success toast, and a failed removal keeps the coupon', async ({
    page,
    cart,
    toasts,
    storefront,
  }) => {
    await cartWith(storefront, cart, twoRazors);
    await applyCoupon(cart.drawer, 'FLAT100');
    await toasts.expect('Coupon Applied! You saved ₹100.00');
    const panel = cart.drawer;
    // The removal goes to /cart over a fetcher: a proxy's plain 502 is what the fetcher then sees.
    await page.route('**/cart.data', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({status: 502, contentType: 'text/plain', body: 'down'})
        : route.continue(),
    );
    await panel
      .getByTestId('discount-code-applied')
      .getByRole('button', {name: 'Remove'})
      .click();
    await toasts.expect('Failed to remove coupon. Please try again.');
    await expect(panel.getByTestId('discount-code-applied')).toBeVisible();
    await page.unroute('**/cart.data');
    await panel
      .getByTestId('discount-code-applied')
      .getByRole('button', {name: 'Remove'})
      .click();
    await toasts.expect('Coupon removed successfully');
    await expect(panel.getByTestId('discount-code-applied')).toHaveCount(0);
    await expect(panel.getByTestId('cart-discount')).toHaveCount(0);
    await expect(panel.getByTestId('cart-total')).toHaveText('₹1,098.00');
    expect(
      await page.evaluate(() => localStorage.getItem('cart-drawer:coupon')),
    ).toBeNull();
  });

  test('lowering the quantity below the minimum removes the coupon as no longer valid', async ({
    page,
    cart,
    toasts,
    storefront,
  }) => {
    await cartWith(storefront, cart, twoRazors);
    await applyCoupon(cart.drawer, 'FLAT100');
    await toasts.expect('Coupon Applied! You saved ₹100.00');
    const panel = cart.drawer;
    await panel
      .getByRole('button', {
        name: `Decrease quantity of ${PRODUCTS.razor.title}`,
      })
      .click();
    await toasts.expect('Coupon is no longer valid and has been removed');
    await expect(panel.getByTestId('discount-code-applied')).toHaveCount(0);
    await expect(panel.getByTestId('cart-total')).toHaveText('₹549.00');
    expect(
      await page.evaluate(() => localStorage.getItem('cart-drawer:coupon')),
    ).toBeNull();
  });

  test('on open, a cached coupon is re-validated and one on the cart is re-derived', async ({
    page,
    storefront,
    toasts,
    cart,
  }) => {
    await storefront.goto('/');
    await cart.add(twoRazors);
    // Put a code on the cart without the drawer (no local cache): the drawer re-derives it.
    const res = await postCartChange(page.request, 'DiscountCodesUpdate', {
      discountCodes: ['WELCOME10'],
    });
    expect(res.ok()).toBeTruthy();
    await storefront.goto('/');
    await cart.open();
    await expect(
      cart.drawer.getByTestId('discount-code-applied'),
    ).toContainText('WELCOME10 applied · You saved ₹109.80');
    // Now make the cached coupon stale behind the drawer's back and reopen.
    await page.keyboard.press('Escape');
    const entity = await (await page.request.get('/api/cart')).json();
    await postCartChange(page.request, 'LinesUpdate', {
      lines: [{id: entity.lines.nodes[0].id.replace(/\?.*$/, ''), quantity: 1}],
    });
    await postCartChange(page.request, 'LinesRemove', {lineIds: []});
    await page.evaluate(() => {
      const entry = JSON.parse(localStorage.getItem('cart-drawer:coupon')!);
      entry.value.code = 'FLAT100';
      localStorage.setItem('cart-drawer:coupon', JSON.stringify(entry));
    });
    await storefront.goto('/');
    await cart.open();
    await toasts.expect('Coupon is no longer valid and has been removed');
    await expect(cart.drawer.getByTestId('discount-code-applied')).toHaveCount(
      0,
    );
  });

  test('on open, a cached coupon whose re-validation cannot run is not shown as applied; BUY NOW stays usable', async ({
    page,
    cart,
    toasts,
    storefront,
  }) => {
    test.skip(
      !(await faultsAvailable(page.request)),
      'backend started without PROVIDER_TEST_FAULTS=1',
    );
    await cartWith(storefront, cart, twoRazors);
    await applyCoupon(cart.drawer, 'FLAT100');
    await toasts.expect('Coupon Applied! You saved ₹100.00');
    await setFaults(cart, {validate: 'error'});
    try {
      await storefront.goto('/');
      await cart.open();
      const panel = cart.drawer;
      await expect(panel.getByTestId('discount-code-status')).toHaveText(
        'Could not check coupon FLAT100 right now. Please try again in a minute.',
      );
      await expect(panel.getByTestId('discount-code-applied')).toHaveCount(0);
      await expect(page.getByTestId('cart-spinner')).toHaveCount(0);
      await expect(panel.getByRole('button', {name: 'BUY NOW'})).toBeEnabled();
    } finally {
      await setFaults(cart, {});
    }
  });

  test('on open, a cached coupon that is valid but no longer on the cart is put back, so drawer and totals agree', async ({
    page,
    toasts,
    storefront,
    cart,
  }) => {
    await cartWith(storefront, cart, twoRazors);
    await applyCoupon(cart.drawer, 'FLAT100');
    await toasts.expect('Coupon Applied! You saved ₹100.00');
    await page.keyboard.press('Escape');
    // The code leaves the cart behind the drawer's back; the local cache still has it.
    const res = await postCartChange(page.request, 'DiscountCodesUpdate', {
      discountCodes: [],
    });
    expect(res.ok()).toBeTruthy();
    expect(
      (await (await page.request.get('/api/cart')).json()).discountCodes,
    ).toEqual([]);
    await storefront.goto('/');
    await cart.open();
    const panel = cart.drawer;
    // Never 'FLAT100 applied' with totals that carry no discount: once shown, the totals carry it.
    await expect(panel.getByTestId('discount-code-applied')).toContainText(
      'FLAT100 applied · You saved ₹100.00',
    );
    await expect(panel.getByTestId('cart-discount')).toHaveText('−₹100.00');
    await expect(panel.getByTestId('cart-total')).toHaveText('₹998.00');
    const entity = await (await page.request.get('/api/cart')).json();
    expect(
      entity.discountCodes.map((c: {code: string}) => c.code.toUpperCase()),
    ).toEqual(['FLAT100']);
  });

  test('better offer: "Save ₹X more with CODE" and Apply switches to it', async ({
    cart,
    toasts,
    storefront,
  }) => {
    await cartWith(storefront, cart, twoRazors);
    // FREESHIP takes the shipping fee off: a ₹1,098 cart already ships free (decision 99).
    await applyCoupon(cart.drawer, 'FREESHIP');
    await toasts.expect(
      'FREESHIP is for orders below ₹299: shipping on this order is already free',
    );
    await applyCoupon(cart.drawer, 'FLAT100');
    await toasts.expect('Coupon Applied! You saved ₹100.00');
    const suggestion = cart.drawer.getByTestId('better-offer');
    // RAZOR20: 20% of ₹1,098 = ₹219.60, ₹119.60 more than ₹100.
    await expect(suggestion).toContainText('Save ₹119.60 more with "RAZOR20"');
    await suggestion.getByRole('button', {name: 'Apply'}).click();
    await toasts.expect('Coupon Applied! You saved ₹219.60');
    await expect(
      cart.drawer.getByTestId('discount-code-applied'),
    ).toContainText('RAZOR20 applied');
    await expect(cart.drawer.getByTestId('better-offer')).toHaveCount(0);
  });
});

test.describe('Offers and Benefits panel', () => {
  test('brand tab: lists, Enter applies, Applied state is case-insensitive and does nothing', async ({
    page,
    cart,
    toasts,
    storefront,
  }) => {
    await cartWith(storefront, cart, twoRazors);
    await cart.drawer.getByRole('button', {name: 'View All Offers'}).click();
    const offers = page.getByTestId('offers-panel');
    await expect(
      offers.getByRole('heading', {name: 'Offers and Benefits'}),
    ).toBeVisible();
    await expect(
      offers.getByRole('tab', {name: 'Brand Offers'}),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      offers.getByRole('heading', {name: 'Available Offers', exact: true}),
    ).toBeVisible();
    await expect(
      offers.getByRole('heading', {name: 'Unavailable Offers'}),
    ).toBeVisible();
    const razor20 = offers.locator('[data-code="RAZOR20"]');
    await expect(razor20).toContainText('Save ₹219.60');
    await expect(offers.locator('[data-code="BUY3SAVE"]')).toContainText(
      'Add 1 more item to unlock',
    );
    const input = offers.getByPlaceholder('Enter coupon code');
    await input.fill('welcome10');
    await input.press('Enter');
    await toasts.expect('Coupon Applied! You saved ₹109.80');
    await expect(offers).toHaveCount(0);
    await cart.drawer.getByRole('button', {name: 'View All Offers'}).click();
    const applied = page
      .getByTestId('offers-panel')
      .locator('[data-code="WELCOME10"]')
      .getByRole('button');
    await expect(applied).toHaveText('Applied');
    await expect(applied).toHaveAttribute('aria-disabled', 'true');
    const discountCalls: string[] = [];
    page.on(
      'request',
      (r) =>
        r.url().includes('/api/discount') &&
        r.method() === 'POST' &&
        discountCalls.push(r.url()),
    );
    await applied.dispatchEvent('click');
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('cart-spinner')).toHaveCount(0);
    await expect(page.getByTestId('offers-panel')).toBeVisible();
    expect(discountCalls).toEqual([]);
    expect(await toasts.unclaimed()).toEqual([]);
  });

  test('payment tab: proceed note, cashback, terms bullets, logo fallback', async ({
    page,
    cart,
    storefront,
  }) => {
    await cartWith(storefront, cart, twoRazors);
    await page.route('**/cdn/shop/files/grooming/logos/upi*', (route) =>
      route.fulfill({status: 404, body: ''}),
    );
    await cart.drawer.getByRole('button', {name: 'View All Offers'}).click();
    const offers = page.getByTestId('offers-panel');
    await offers.getByRole('tab', {name: 'Payment Offers'}).click();
    await expect(
      offers.getByText('Proceed to checkout to avail'),
    ).toBeVisible();
    const upi = offers.locator('[data-code="UPICASHBACK"]');
    await expect(upi).toContainText('Flat ₹50 cashback with UPI');
    await expect(upi).toContainText('Get cashback');
    await expect(
      upi
        .getByRole('list', {name: 'Terms and conditions'})
        .getByRole('listitem'),
    ).toHaveText([
      'Valid once per user',
      'Minimum order ₹499',
      'Instant cashback: ₹50 off the order at checkout when you pay by UPI',
      'Not valid on cash on delivery',
      'Not combined with coupon codes: the larger saving applies',
    ]);
    await expect(upi.getByTestId('offer-logo-fallback')).toBeVisible();
    await expect(
      offers.locator('[data-code="CARD10"]').getByRole('img'),
    ).toBeVisible();
  });

  test('empty messages for brand and payment offers', async ({
    page,
    cart,
    storefront,
  }) => {
    await cartWith(storefront, cart, [{handle: PRODUCTS.cream.handle}]);
    await cart.drawer.getByRole('button', {name: 'View All Offers'}).click();
    const offers = page.getByTestId('offers-panel');
    await offers.getByRole('tab', {name: 'Payment Offers'}).click();
    // Every payment offer needs ₹499 or more.
    await expect(
      offers.getByText('No payment offers available at the moment.'),
    ).toBeVisible();
    await expect(
      offers.getByRole('heading', {name: 'Unavailable Offers'}),
    ).toBeVisible();
  });

  test('offers fetch failure: none yet shows the brand empty message', async ({
    page,
    storefront,
    cart,
  }) => {
    test.skip(
      !(await faultsAvailable(page.request)),
      'backend started without PROVIDER_TEST_FAULTS=1',
    );
    await storefront.goto('/');
    await cart.add([{handle: PRODUCTS.cream.handle}]);
    await setFaults(cart, {offers: 'error'});
    await storefront.goto('/');
    await cart.open();
    await cart.drawer.getByRole('button', {name: 'View All Offers'}).click();
    await expect(
      page
        .getByTestId('offers-panel')
        .getByText('No brand offers available at the moment.'),
    ).toBeVisible();
    await setFaults(cart, {});
  });

  test('offers fetch failure after a cart change keeps the offers already shown', async ({
    page,
    cart,
    storefront,
  }) => {
    test.skip(
      !(await faultsAvailable(page.request)),
      'backend started without PROVIDER_TEST_FAULTS=1',
    );
    await cartWith(storefront, cart, twoRazors);
    const panel = cart.drawer;
    await panel.getByRole('button', {name: 'View All Offers'}).click();
    await expect(
      page.getByTestId('offers-panel').locator('[data-code="RAZOR20"]'),
    ).toContainText('Save ₹219.60');
    await page.getByRole('button', {name: 'Back to cart'}).click();
    await setFaults(cart, {offers: 'error'});
    const offerCalls: number[] = [];
    page.on(
      'response',
      (r) =>
        r.url().includes('/api/discount') &&
        r.request().method() === 'PUT' &&
        offerCalls.push(r.status()),
    );
    await panel
      .getByRole('button', {
        name: `Increase quantity of ${PRODUCTS.razor.title}`,
      })
      .click();
    await expect(
      panel.getByRole('heading', {name: 'Your Cart (3 items)'}),
    ).toBeVisible();
    await expect.poll(() => offerCalls).toContain(502);
    await panel.getByRole('button', {name: 'View All Offers'}).click();
    // The old lists stay (a fresh fetch would show ₹329.40 and BUY3SAVE available).
    const offers = page.getByTestId('offers-panel');
    await expect(offers.locator('[data-code="RAZOR20"]')).toContainText(
      'Save ₹219.60',
    );
    await expect(offers.locator('[data-code="BUY3SAVE"]')).toContainText(
      'Add 1 more item to unlock',
    );
    await setFaults(cart, {});
  });
});

test.describe('/api/discount', () => {
  test('GET gives a request id; PUT the offers; POST validates; bad input is 4xx', async ({
    page,
    storefront,
    cart,
  }) => {
    await storefront.goto('/');
    await cart.add(twoRazors);
    const get = await (await page.request.get('/api/discount')).json();
    expect(get.statusCode).toBe(200);
    expect(get.data.requestId).toEqual(expect.any(String));
    const entity = await (await page.request.get('/api/cart')).json();
    const put = await page.request.put('/api/discount', {data: entity});
    const offers = await put.json();
    expect(
      offers.data.discounts.map((o: {discountCode: string}) => o.discountCode),
    ).toContain('RAZOR20');
    expect(offers.data.unavailableDiscounts).toContainEqual(
      expect.objectContaining({discountCode: 'BUY3SAVE', itemCountMissing: 1}),
    );
    const post = await (
      await page.request.post('/api/discount', {
        data: {
          cart: entity,
          couponCode: 'FLAT100',
          requestId: get.data.requestId,
        },
      })
    ).json();
    expect(post).toEqual({
      statusCode: 200,
      message: 'Coupon is valid',
      data: {
        isValid: true,
        errorMessage: null,
        discountData: {
          title: 'Flat ₹100 off',
          totalDiscount: '100.00',
          totalPrice: '998.00',
        },
      },
    });
    for (const data of [
      {cart: entity, requestId: get.data.requestId},
      {cart: entity, couponCode: 'X'},
      {couponCode: 'X', requestId: 'r'},
    ]) {
      const res = await page.request.post('/api/discount', {data});
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toMatch(/required/);
    }
    expect(
      (await page.request.put('/api/discount', {data: {nope: true}})).status(),
    ).toBe(400);
    expect(
      (
        await page.request.post('/api/discount', {
          headers: {'Content-Type': 'application/json'},
          data: '{oops',
        })
      ).status(),
    ).toBe(400);
  });
});
