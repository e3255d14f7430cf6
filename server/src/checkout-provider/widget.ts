/**
 * GET /provider/checkout.js: the one-tap checkout widget a storefront lazy-loads on BUY NOW.
 *
 *   window.OneTapCheckout.open({checkoutId, merchantId, onMessage})
 *
 * asks the provider for a checkout session and shows the checkout page in a modal iframe. Messages
 * from the iframe ({type: 'orderSuccess', order}, {type: 'redirect'}, {type: 'checkout-close'}) are
 * passed to onMessage; 'checkout-close' also removes the modal. If the session cannot start, onMessage
 * gets {type: 'redirect', reason} so the storefront can fall back to the cart's checkoutUrl.
 */
import type {Handler} from '../http/router.ts';

export function widgetSource(origin: string): string {
  return `(function(){
  if (window.OneTapCheckout) return;
  var BASE = ${JSON.stringify(`${origin}/provider`)};
  var ORIGIN = ${JSON.stringify(origin)};
  var current = null;
  function close(){
    if (!current) return;
    window.removeEventListener('message', current.listener);
    current.overlay.remove();
    document.documentElement.style.overflow = current.overflow;
    current = null;
  }
  function open(options){
    options = options || {};
    var onMessage = typeof options.onMessage === 'function' ? options.onMessage : function(){};
    close();
    return fetch(BASE + '/api/checkout-sessions', {
      method: 'POST', headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({checkoutId: options.checkoutId, merchantId: options.merchantId, prefill: options.prefill || null})
    }).then(function(res){
      return res.json().catch(function(){ return {}; }).then(function(body){
        if (!res.ok || !body.data || !body.data.url) throw new Error((body && (body.message || (body.error && body.error.message))) || 'checkout-initiation-failure');
        var overlay = document.createElement('div');
        overlay.setAttribute('data-one-tap-checkout', '');
        overlay.setAttribute('role', 'dialog');
        overlay.setAttribute('aria-modal', 'true');
        overlay.setAttribute('aria-label', 'Checkout');
        overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center';
        var frame = document.createElement('iframe');
        frame.title = 'Checkout';
        frame.src = body.data.url + '&parentOrigin=' + encodeURIComponent(location.origin);
        frame.style.cssText = 'border:0;background:#fff;width:100%;height:100%;max-width:980px;max-height:100%;border-radius:0';
        if (window.innerWidth >= 1024) { frame.style.height = '90vh'; frame.style.borderRadius = '12px'; }
        overlay.appendChild(frame);
        var listener = function(event){
          if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
          var data = event.data || {};
          if (data.type === 'checkout-close') { close(); }
          try { onMessage(data); } catch (e) { console.error(e); }
        };
        current = {overlay: overlay, listener: listener, overflow: document.documentElement.style.overflow};
        window.addEventListener('message', listener);
        document.documentElement.style.overflow = 'hidden';
        document.body.appendChild(overlay);
        return {opened: true};
      });
    }).catch(function(error){
      try { onMessage({type: 'redirect', reason: String(error && error.message || error)}); } catch (e) { console.error(e); }
      return {opened: false};
    });
  }
  window.OneTapCheckout = {open: open, close: close, version: '1'};
  window.dispatchEvent(new Event('one-tap-checkout:ready'));
})();
`;
}

export const widgetScript: Handler = ({origin}) => ({
  headers: {
    'Content-Type': 'application/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
  },
  body: widgetSource(origin),
});

/** GET /provider/logo.svg: the provider's mark on the storefront's BUY NOW button. */
export const providerLogo: Handler = () => ({
  headers: {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
  },
  body: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#ffd43b"/><path d="M11 3 5 11h4l-1 6 6-8h-4z" fill="#111"/></svg>`,
});
