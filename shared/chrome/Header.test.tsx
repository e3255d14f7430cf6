import {renderToString} from 'react-dom/server';
import {StaticRouter} from 'react-router';
import {describe, expect, it} from 'vitest';
import {CartDrawerProvider} from '@shared/cart/drawer/context';
import {Header, type HeaderLabels} from './Header';

const labels: HeaderLabels = {
  openMenu: 'Open the menu',
  menu: 'Shop menu',
  closeMenu: 'Close the menu',
  cart: (n) => `Bag with ${n}`,
};

function serverRender() {
  return renderToString(
    <StaticRouter location="/">
      <CartDrawerProvider>
        <Header
          labels={labels}
          // A cart still loading: the badge shows its fallback.
          cart={new Promise(() => {})}
          logo={<a href="/">Logo</a>}
          nav={<nav aria-label="Main">desktop nav</nav>}
          menu={
            <ul className="menu-content">
              {Array.from({length: 50}, (_, i) => (
                <li key={i}>entry {i}</li>
              ))}
            </ul>
          }
          menuHeader={<span>menu head</span>}
          menuFooter={<p>menu foot</p>}
        />
      </CartDrawerProvider>
    </StaticRouter>,
  );
}

describe('Header (the shared header shell) in the server render', () => {
  it('does not render the closed mobile menu: no dialog, no content, no hidden copy', () => {
    const html = serverRender();
    expect(html).not.toContain('mobile-menu');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('menu-content');
    expect(html).not.toContain('menu head');
    expect(html).not.toContain('menu foot');
  });

  it('renders the menu button (closed, controlling nothing yet), the slots and the cart link with the store labels', () => {
    const html = serverRender();
    expect(html).toMatch(
      /<button[^>]*aria-label="Open the menu"[^>]*aria-expanded="false"/,
    );
    expect(html).not.toContain('aria-controls');
    expect(html).toContain('desktop nav');
    expect(html).toMatch(/<a href="\/cart"[^>]*aria-label="Bag with 0"/);
    // Not hydrated yet: the marker e2e tests wait for comes with React in the browser.
    expect(html).not.toContain('data-hydrated');
  });
});
