import {WIDGET_STRINGS} from './widget-strings.ts';

/**
 * The browser script storefronts load (lazily, when the shopper clicks Login) from
 * GET /phone-login/widget.js. Vanilla JS, no dependencies. It exposes `window.PhoneLogin`:
 *   open({merchantId, onLogin?, locale?})  shows an accessible modal: mobile number → Send OTP → code →
 *                                 Verify, in the shopper's language (`locale: 'hi'`; see widget-strings.ts)
 *   close()
 *   logout()                      forgets the widget's own state and announces `kwikpass:logout`
 * On success it dispatches `window` CustomEvent('kwikpass:login', {detail: {token, method: 'phone'}})
 * and calls onLogin(detail). The one-time code never reaches the browser except through the shopper:
 * this local stand-in "sends" it to the backend's log (test numbers have fixed codes, test-numbers.ts).
 */
export function widgetScript(origin: string): string {
  // JSON.stringify of our own table; `<` is escaped so no string can close the script.
  const strings = JSON.stringify(WIDGET_STRINGS).replace(/</g, '\\u003c');
  return `/* phone-login widget (local stand-in) */
(function () {
  'use strict';
  if (window.PhoneLogin && window.PhoneLogin.version) return;
  var API = ${JSON.stringify(`${origin}/phone-login/api`)};
  var STORAGE_KEY = 'phone-login:last-phone';
  var STRINGS = ${strings};
  var S = STRINGS.en;
  var state = null;

  var CSS = [
    '.pl-backdrop{position:fixed;inset:0;background:rgba(15,18,22,.6);display:flex;align-items:center;justify-content:center;z-index:2147483000;padding:16px}',
    '.pl-dialog{background:#fff;color:#1b1d21;border-radius:14px;max-width:380px;width:100%;padding:24px;box-shadow:0 20px 50px rgba(0,0,0,.3);font:15px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;position:relative}',
    '.pl-dialog h2{margin:0 0 4px;font-size:20px}',
    '.pl-dialog p{margin:0 0 14px;color:#4a4f57}',
    '.pl-dialog label{display:block;font-weight:600;margin:0 0 6px}',
    '.pl-row{display:flex;gap:8px;align-items:stretch}',
    '.pl-prefix{display:flex;align-items:center;padding:0 10px;border:1px solid #c9ced6;border-radius:8px;background:#f4f5f7}',
    '.pl-dialog input{flex:1;min-width:0;font:inherit;padding:11px 12px;border:1px solid #c9ced6;border-radius:8px}',
    '.pl-dialog input:focus-visible,.pl-dialog button:focus-visible{outline:3px solid #2f6fed;outline-offset:2px}',
    '.pl-primary{display:block;width:100%;margin-top:14px;padding:12px;border:0;border-radius:8px;background:#1b1d21;color:#fff;font:inherit;font-weight:700;cursor:pointer}',
    '.pl-primary[disabled]{opacity:.6;cursor:progress}',
    '.pl-link{background:none;border:0;padding:0;color:#2f6fed;font:inherit;cursor:pointer;text-decoration:underline}',
    '.pl-close{position:absolute;top:10px;right:10px;width:36px;height:36px;border:0;background:none;font-size:24px;line-height:1;cursor:pointer;color:#4a4f57}',
    '.pl-error{color:#b3261e;margin:10px 0 0;min-height:1em}',
    '.pl-actions{display:flex;justify-content:space-between;margin-top:12px;font-size:14px}'
  ].join('');

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attrs[key];
      else if (key.slice(0, 2) === 'on') node.addEventListener(key.slice(2), attrs[key]);
      else node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  function post(path, body) {
    return fetch(API + path, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)})
      .then(function (res) {
        return res.json().catch(function () { return {}; }).then(function (json) {
          if (!res.ok || json.success === false) {
            var code = json.error && json.error.code;
            var message = (code && S.errors[code]) || (json.error && json.error.message) || S.generic;
            throw new Error(message);
          }
          return json.data || {};
        });
      }, function () { throw new Error(S.network); });
  }

  function ensureStyles() {
    if (document.getElementById('pl-styles')) return;
    var style = el('style', {id: 'pl-styles'});
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function focusables(root) {
    return Array.prototype.filter.call(root.querySelectorAll('button,input,a[href]'), function (n) { return !n.disabled; });
  }

  function render() {
    if (!state) return;
    var dialog = state.dialog;
    dialog.innerHTML = '';
    var title = el('h2', {id: 'pl-title', text: S.title});
    var error = el('p', {class: 'pl-error', role: 'alert', 'aria-live': 'assertive', id: 'pl-error'});
    dialog.appendChild(el('button', {class: 'pl-close', type: 'button', 'aria-label': S.close, onclick: close}, [document.createTextNode('\\u00d7')]));
    dialog.appendChild(title);

    function busy(form, on) {
      Array.prototype.forEach.call(form.querySelectorAll('button,input'), function (n) { n.disabled = on; });
    }

    if (state.step === 'phone') {
      var phoneInput = el('input', {id: 'pl-phone', name: 'phone', type: 'tel', inputmode: 'numeric', autocomplete: 'tel-national', maxlength: '14', placeholder: S.phonePlaceholder, required: 'required', 'aria-describedby': 'pl-error'});
      phoneInput.value = state.phoneInput || '';
      var form = el('form', {novalidate: 'novalidate', onsubmit: function (event) {
        event.preventDefault();
        state.phoneInput = phoneInput.value;
        var digits = phoneInput.value.replace(/\\D/g, '');
        if (!digits) { error.textContent = S.phoneRequired; phoneInput.focus(); return; }
        busy(form, true);
        error.textContent = '';
        post('/otp', {merchantId: state.merchantId, phone: phoneInput.value}).then(function (data) {
          state.phone = data.phone;
          state.step = 'code';
          render();
        }, function (err) {
          busy(form, false);
          error.textContent = err.message;
          phoneInput.focus();
        });
      }}, [
        el('p', {text: S.phoneIntro}),
        el('label', {for: 'pl-phone', text: S.phoneLabel}),
        el('div', {class: 'pl-row'}, [el('span', {class: 'pl-prefix', 'aria-hidden': 'true', text: '+91'}), phoneInput]),
        error,
        el('button', {class: 'pl-primary', type: 'submit', text: S.sendOtp})
      ]);
      dialog.appendChild(form);
      phoneInput.focus();
    } else {
      var codeInput = el('input', {id: 'pl-code', name: 'code', type: 'text', inputmode: 'numeric', autocomplete: 'one-time-code', maxlength: '6', placeholder: S.codePlaceholder, required: 'required', 'aria-describedby': 'pl-error'});
      var codeForm = el('form', {novalidate: 'novalidate', onsubmit: function (event) {
        event.preventDefault();
        var code = codeInput.value.replace(/\\D/g, '');
        if (code.length !== 6) { error.textContent = S.codeRequired; codeInput.focus(); return; }
        busy(codeForm, true);
        error.textContent = '';
        post('/verify', {merchantId: state.merchantId, phone: state.phone, code: code}).then(function (data) {
          var detail = {token: data.token, method: 'phone'};
          try { window.sessionStorage.setItem(STORAGE_KEY, state.phone); } catch (e) {}
          var onLogin = state.onLogin;
          close();
          window.dispatchEvent(new CustomEvent('kwikpass:login', {detail: detail}));
          if (typeof onLogin === 'function') onLogin(detail);
        }, function (err) {
          busy(codeForm, false);
          error.textContent = err.message;
          codeInput.select();
          codeInput.focus();
        });
      }}, [
        el('p', {text: S.codeIntro.replace('{phone}', state.phone)}),
        el('label', {for: 'pl-code', text: S.codeLabel}),
        codeInput,
        error,
        el('button', {class: 'pl-primary', type: 'submit', text: S.verify}),
        el('div', {class: 'pl-actions'}, [
          el('button', {class: 'pl-link', type: 'button', text: S.changeNumber, onclick: function () { state.step = 'phone'; render(); }}),
          el('button', {class: 'pl-link', type: 'button', text: S.resend, onclick: function () {
            error.textContent = '';
            post('/otp', {merchantId: state.merchantId, phone: state.phone}).then(function () {
              render();
              var notice = document.getElementById('pl-error');
              if (notice) notice.textContent = S.resent;
            }, function (err) { error.textContent = err.message; });
          }})
        ])
      ]);
      dialog.appendChild(codeForm);
      codeInput.focus();
    }
  }

  function onKeydown(event) {
    if (!state) return;
    if (event.key === 'Escape') { event.preventDefault(); close(); return; }
    if (event.key !== 'Tab') return;
    var nodes = focusables(state.dialog);
    if (!nodes.length) return;
    var first = nodes[0], last = nodes[nodes.length - 1];
    if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
    else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
  }

  function open(options) {
    options = options || {};
    if (!options.merchantId) throw new Error('PhoneLogin.open needs a merchantId');
    if (state) { state.onLogin = options.onLogin; return; }
    var locale = typeof options.locale === 'string' ? options.locale.toLowerCase().split('-')[0] : 'en';
    S = Object.prototype.hasOwnProperty.call(STRINGS, locale) ? STRINGS[locale] : STRINGS.en;
    ensureStyles();
    var dialog = el('div', {class: 'pl-dialog', role: 'dialog', lang: S === STRINGS.en ? 'en' : locale, 'aria-modal': 'true', 'aria-labelledby': 'pl-title', 'data-testid': 'phone-login-dialog'});
    var backdrop = el('div', {class: 'pl-backdrop', onclick: function (event) { if (event.target === backdrop) close(); }}, [dialog]);
    var remembered = null;
    try { remembered = window.sessionStorage.getItem(STORAGE_KEY); } catch (e) {}
    state = {
      merchantId: options.merchantId,
      onLogin: options.onLogin,
      step: 'phone',
      phone: null,
      phoneInput: remembered ? remembered.replace(/^\\+91/, '') : '',
      dialog: dialog,
      backdrop: backdrop,
      opener: document.activeElement,
      overflow: document.body.style.overflow
    };
    document.body.style.overflow = 'hidden';
    document.body.appendChild(backdrop);
    document.addEventListener('keydown', onKeydown, true);
    render();
  }

  function close() {
    if (!state) return;
    var current = state;
    state = null;
    document.removeEventListener('keydown', onKeydown, true);
    current.backdrop.remove();
    document.body.style.overflow = current.overflow;
    if (current.opener && typeof current.opener.focus === 'function') current.opener.focus();
    window.dispatchEvent(new CustomEvent('kwikpass:close'));
  }

  function logout() {
    close();
    try { window.sessionStorage.removeItem(STORAGE_KEY); } catch (e) {}
    window.dispatchEvent(new CustomEvent('kwikpass:logout'));
  }

  window.PhoneLogin = {version: '1', open: open, close: close, logout: logout, isOpen: function () { return !!state; }};
  window.dispatchEvent(new CustomEvent('kwikpass:ready'));
})();
`;
}
