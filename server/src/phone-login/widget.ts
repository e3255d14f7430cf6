import {BACKOFFS} from '../rate-limit/limits.ts';
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
 * It keeps no number between openings (a shared phone shows the next person an empty field), takes
 * digits only, counts down to the next allowed resend (the send limit's first back-off, or the wait a
 * 429 names) and marks a refused code as an invalid field (decision 111).
 */
export function widgetScript(origin: string): string {
  // JSON.stringify of our own table; `<` is escaped so no string can close the script.
  const strings = JSON.stringify(WIDGET_STRINGS).replace(/</g, '\\u003c');
  return `/* phone-login widget (local stand-in) */
(function () {
  'use strict';
  if (window.PhoneLogin && window.PhoneLogin.version) return;
  var API = ${JSON.stringify(`${origin}/phone-login/api`)};
  // Only to forget what older versions remembered: the widget keeps no number now (decision 111).
  var STORAGE_KEY = 'phone-login:last-phone';
  var RESEND_SECONDS = ${Math.ceil(BACKOFFS.otpSendsPerNumber.firstDelayMs / 1000)};
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
    '.pl-error{color:#b3261e;margin:10px 0 0;min-height:1em;font-weight:600}',
    '.pl-status{color:#1e6b35;margin:10px 0 0}',
    '.pl-status:empty{display:none}',
    '.pl-dialog input[aria-invalid=true]{border-color:#b3261e;box-shadow:0 0 0 1px #b3261e}',
    '.pl-link[disabled]{color:#6b7079;text-decoration:none;cursor:default}',
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
            var failure = new Error(message);
            failure.retryAfterSeconds = json.error && json.error.retryAfterSeconds;
            throw failure;
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

  /** Digits only: a pasted +91 or leading 0 is dropped, then at most 10 digits. */
  function digitsOf(value) {
    var digits = String(value).replace(/\\D/g, '');
    if (digits.length > 10 && digits.slice(0, 2) === '91') digits = digits.slice(2);
    else if (digits.length > 10 && digits.charAt(0) === '0') digits = digits.slice(1);
    return digits.slice(0, 10);
  }

  function stopCountdown() {
    if (state && state.timer) { clearInterval(state.timer); state.timer = null; }
  }

  /** Resend waits out the send limit: a disabled button that counts the seconds down. */
  function startCountdown(seconds) {
    stopCountdown();
    state.resendAt = Date.now() + seconds * 1000;
    state.timer = setInterval(updateResend, 1000);
    updateResend();
  }

  function updateResend() {
    var button = state && document.getElementById('pl-resend');
    if (!button) return;
    var left = Math.max(0, Math.ceil((state.resendAt - Date.now()) / 1000));
    button.disabled = left > 0;
    button.textContent = left > 0 ? S.resendIn.replace('{seconds}', String(left)) : S.resend;
    if (left === 0) stopCountdown();
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
      var phoneInput = el('input', {id: 'pl-phone', name: 'phone', type: 'tel', inputmode: 'numeric', pattern: '[0-9]{10}', autocomplete: 'tel-national', placeholder: S.phonePlaceholder, required: 'required', 'aria-describedby': 'pl-error', oninput: function () {
        var digits = digitsOf(phoneInput.value);
        if (digits !== phoneInput.value) phoneInput.value = digits;
        phoneInput.removeAttribute('aria-invalid');
      }});
      phoneInput.value = state.phoneInput || '';
      var form = el('form', {novalidate: 'novalidate', onsubmit: function (event) {
        event.preventDefault();
        state.phoneInput = phoneInput.value;
        var digits = phoneInput.value.replace(/\\D/g, '');
        if (!digits) { error.textContent = S.phoneRequired; phoneInput.setAttribute('aria-invalid', 'true'); phoneInput.focus(); return; }
        busy(form, true);
        error.textContent = '';
        post('/otp', {merchantId: state.merchantId, phone: phoneInput.value}).then(function (data) {
          state.phone = data.phone;
          state.step = 'code';
          render();
          startCountdown(RESEND_SECONDS);
        }, function (err) {
          busy(form, false);
          error.textContent = err.message;
          phoneInput.setAttribute('aria-invalid', 'true');
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
      var codeInput = el('input', {id: 'pl-code', name: 'code', type: 'text', inputmode: 'numeric', autocomplete: 'one-time-code', maxlength: '6', placeholder: S.codePlaceholder, required: 'required', 'aria-describedby': 'pl-error', oninput: function () {
        var digits = codeInput.value.replace(/\\D/g, '').slice(0, 6);
        if (digits !== codeInput.value) codeInput.value = digits;
        codeInput.removeAttribute('aria-invalid');
      }});
      var status = el('p', {class: 'pl-status', role: 'status', id: 'pl-status'});
      var codeForm = el('form', {novalidate: 'novalidate', onsubmit: function (event) {
        event.preventDefault();
        var code = codeInput.value.replace(/\\D/g, '');
        if (code.length !== 6) { error.textContent = S.codeRequired; codeInput.setAttribute('aria-invalid', 'true'); codeInput.focus(); return; }
        busy(codeForm, true);
        error.textContent = '';
        status.textContent = '';
        post('/verify', {merchantId: state.merchantId, phone: state.phone, code: code}).then(function (data) {
          var detail = {token: data.token, method: 'phone'};
          var onLogin = state.onLogin;
          close();
          window.dispatchEvent(new CustomEvent('kwikpass:login', {detail: detail}));
          if (typeof onLogin === 'function') onLogin(detail);
        }, function (err) {
          busy(codeForm, false);
          updateResend();
          error.textContent = err.message;
          codeInput.setAttribute('aria-invalid', 'true');
          codeInput.select();
          codeInput.focus();
        });
      }}, [
        el('p', {text: S.codeIntro.replace('{phone}', state.phone)}),
        el('label', {for: 'pl-code', text: S.codeLabel}),
        codeInput,
        error,
        status,
        el('button', {class: 'pl-primary', type: 'submit', text: S.verify}),
        el('div', {class: 'pl-actions'}, [
          el('button', {class: 'pl-link', type: 'button', text: S.changeNumber, onclick: function () { stopCountdown(); state.step = 'phone'; render(); }}),
          el('button', {class: 'pl-link', type: 'button', id: 'pl-resend', 'data-testid': 'phone-login-resend', text: S.resend, onclick: function () {
            error.textContent = '';
            status.textContent = '';
            post('/otp', {merchantId: state.merchantId, phone: state.phone}).then(function () {
              render();
              startCountdown(RESEND_SECONDS);
              var notice = document.getElementById('pl-status');
              if (notice) notice.textContent = S.resent;
            }, function (err) {
              error.textContent = err.message;
              if (err.retryAfterSeconds) startCountdown(err.retryAfterSeconds);
            });
          }})
        ])
      ]);
      dialog.appendChild(codeForm);
      updateResend();
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
    // A number an older version remembered is forgotten: the field always opens empty (decision 111).
    try { window.sessionStorage.removeItem(STORAGE_KEY); } catch (e) {}
    state = {
      merchantId: options.merchantId,
      onLogin: options.onLogin,
      step: 'phone',
      phone: null,
      phoneInput: '',
      resendAt: 0,
      timer: null,
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
    stopCountdown();
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
