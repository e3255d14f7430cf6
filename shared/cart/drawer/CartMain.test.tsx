import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {CartMain, type CartMainLabels} from './CartMain';
import type {DrawerLine} from './use-drawer-cart';

const labels: CartMainLabels = {
  empty: 'Nothing here',
  unavailable: 'Cart could not load',
  loading: 'Loading cart',
};
const line = {id: 'gid://shopify/CartLine/1', quantity: 1} as DrawerLine;

function render(props: Partial<Parameters<typeof CartMain>[0]>) {
  return renderToStaticMarkup(
    <CartMain
      lines={[]}
      loading={false}
      unavailable={false}
      labels={labels}
      renderLine={(l) => <li key={l.id}>line {l.id}</li>}
      emptyAction={<button type="button">Keep shopping</button>}
      footer={<button type="button">Pay</button>}
      {...props}
    />,
  );
}

describe('CartMain (the drawer and cart page body)', () => {
  it('says the cart could not load instead of calling it empty', () => {
    const html = render({unavailable: true});
    expect(html).toContain('data-testid="cart-unavailable"');
    expect(html).toContain('Cart could not load');
    expect(html).not.toContain('Nothing here');
    expect(html).not.toContain('Keep shopping');
  });

  it('shows the empty state with its action once the cart is known and has no lines', () => {
    const html = render({});
    expect(html).toContain('Nothing here');
    expect(html).toContain('Keep shopping');
    expect(html).not.toContain('cart-unavailable');
  });

  it('is quietly busy while the cart is on its way, neither empty nor unavailable', () => {
    const html = render({loading: true});
    expect(html).toContain('aria-label="Loading cart"');
    expect(html).not.toContain('Nothing here');
    expect(html).not.toContain('Cart could not load');
  });

  it('shows lines (optimistic ones included) and the footer even when the server cart failed', () => {
    const html = render({lines: [line], unavailable: true});
    expect(html).toContain('line gid://shopify/CartLine/1');
    expect(html).toContain('Pay');
    expect(html).not.toContain('Cart could not load');
  });

  it('lays out as a page when asked (the /cart route)', () => {
    expect(render({layout: 'page'})).toContain('cart-main--page');
  });
});
