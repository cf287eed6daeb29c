import { paymentsConfig } from '#app/server/payments/razorpay-config.server.ts'

/**
 * GET /dev/razorpay/checkout.js: the stand-in for Razorpay's Checkout.js (decision 020), with the
 * same API: `new Razorpay(options)`, `.on('payment.failed', fn)`, `.open()`, `.close()`. `open()`
 * shows a modal dialog labelled "Test payment" with Pay, Fail and Cancel. Pay records the payment
 * through POST /dev/razorpay/payments (same origin) and calls `options.handler` with Razorpay's
 * signed fields (or, without a handler, posts them to `options.callback_url` as Checkout.js does
 * with `redirect: true`); Fail calls the payment.failed listeners with `{ error }` and leaves the
 * dialog open for a retry; Cancel and Escape call `options.modal.ondismiss`. Plain ES2019, no
 * dependencies. Exists only while the browser goes to the stand-in pages; otherwise a plain 404.
 */
export function loader() {
  if (!paymentsConfig().standInPages) throw new Response('Not found', { status: 404 })
  return new Response(CHECKOUT_JS, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

const CHECKOUT_JS = String.raw`(function () {
  'use strict';
  if (window.Razorpay && window.Razorpay.standIn) return;
  var ENDPOINT = '/dev/razorpay/payments';
  var uid = 0;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      if (name === 'text') node.textContent = attrs[name];
      else if (name === 'style') node.style.cssText = attrs[name];
      else node.setAttribute(name, attrs[name]);
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  function money(amount, currency) {
    try {
      var digits = amount % 100 === 0 ? 0 : 2;
      return new Intl.NumberFormat('en-IN', {
        style: 'currency', currency: currency || 'INR',
        minimumFractionDigits: digits, maximumFractionDigits: digits
      }).format(amount / 100);
    } catch (e) {
      return (currency || 'INR') + ' ' + (amount / 100).toFixed(2);
    }
  }

  function postTo(url, fields) {
    var form = el('form', { method: 'post', action: url, style: 'display:none' });
    Object.keys(fields).forEach(function (name) {
      form.appendChild(el('input', { type: 'hidden', name: name, value: fields[name] }));
    });
    document.body.appendChild(form);
    form.submit();
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || !options.key) throw new Error('No key passed');
    this.options = options;
    this.listeners = {};
    this.dialog = null;
    this.returnFocus = null;
  }
  Razorpay.standIn = true;

  Razorpay.prototype.on = function (event, fn) {
    (this.listeners[event] = this.listeners[event] || []).push(fn);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (fn) { fn(payload); });
  };

  Razorpay.prototype.open = function () {
    if (this.dialog) return this;
    var self = this;
    var o = this.options;
    var id = 'rzp-standin-' + (++uid);
    this.returnFocus = document.activeElement;
    var status = el('p', { role: 'status', 'aria-live': 'polite', style: 'min-height:1.5em;margin:0 0 12px;color:#991b1b' });
    var btn = 'font:inherit;padding:10px 16px;border-radius:8px;cursor:pointer;border:1px solid ';
    var pay = el('button', { type: 'button', text: o.amount ? 'Pay ' + money(o.amount, o.currency) : 'Pay', style: btn + '#1d4ed8;background:#1d4ed8;color:#fff' });
    var fail = el('button', { type: 'button', text: 'Fail', style: btn + '#b91c1c;background:#fff;color:#b91c1c' });
    var cancel = el('button', { type: 'button', text: 'Cancel', style: btn + '#a1a1aa;background:#fff;color:#3f3f46' });
    var buttons = [pay, fail, cancel];
    var rows = [['Merchant', o.name || 'Merchant'], ['Order id', o.order_id || '']];
    if (o.amount) rows.splice(1, 0, ['Amount', money(o.amount, o.currency)]);
    if (o.description) rows.push(['Description', o.description]);
    var list = el('dl', { style: 'display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 16px' });
    rows.forEach(function (row) {
      list.appendChild(el('dt', { text: row[0], style: 'color:#52525b' }));
      list.appendChild(el('dd', { text: row[1], style: 'margin:0;overflow-wrap:anywhere' }));
    });
    var dialog = el('dialog', {
      'aria-labelledby': id + '-title',
      'aria-describedby': id + '-note',
      'aria-modal': 'true',
      style: 'max-width:26rem;width:calc(100% - 2rem);border:0;border-radius:12px;padding:24px;font:16px/1.5 system-ui,sans-serif;color:#16161d;box-shadow:0 8px 32px rgba(0,0,0,.25)'
    }, [
      el('p', { text: 'Test mode', style: 'display:inline-block;margin:0;padding:2px 10px;border-radius:999px;background:#fff3cd;color:#664d03;font-size:13px;font-weight:600' }),
      el('h2', { id: id + '-title', text: 'Test payment', style: 'font-size:20px;margin:4px 0' }),
      el('p', { id: id + '-note', text: 'No money moves: this stands in for Razorpay in development and demos.', style: 'margin:0 0 12px;color:#3f3f46' }),
      list,
      status,
      el('div', { style: 'display:flex;flex-wrap:wrap;gap:12px' }, buttons)
    ]);

    function busy(on, message) {
      buttons.forEach(function (b) { b.disabled = on; });
      status.textContent = message || '';
    }

    function send(outcome) {
      busy(true, outcome === 'pay' ? 'Paying…' : 'Failing the payment…');
      var prefill = o.prefill || {};
      return fetch(ENDPOINT, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          key: o.key, order_id: o.order_id, amount: o.amount, outcome: outcome,
          email: prefill.email, contact: prefill.contact
        })
      }).then(function (res) {
        return res.json().then(function (body) {
          if (!res.ok || !body.success) throw new Error(body.message || 'The test payment failed');
          return body;
        });
      }).catch(function (error) {
        busy(false, error.message || 'The test payment failed');
        return null;
      });
    }

    var redirect = o.callback_url && (o.redirect || typeof o.handler !== 'function');
    pay.addEventListener('click', function () {
      send('pay').then(function (body) {
        if (!body) return;
        self.close();
        if (redirect) postTo(o.callback_url, body.response);
        else if (typeof o.handler === 'function') o.handler(body.response);
      });
    });
    fail.addEventListener('click', function () {
      send('fail').then(function (body) {
        if (!body) return;
        var error = body.response.error;
        if (redirect) {
          self.close();
          postTo(o.callback_url, {
            'error[code]': error.code, 'error[description]': error.description,
            'error[source]': error.source, 'error[step]': error.step,
            'error[reason]': error.reason, 'error[metadata]': JSON.stringify(error.metadata)
          });
          return;
        }
        busy(false, 'Payment failed (test). Pay to try again, or Cancel.');
        self.emit('payment.failed', body.response);
      });
    });
    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }
    cancel.addEventListener('click', dismiss);
    dialog.addEventListener('cancel', function (event) {
      event.preventDefault();
      if (!pay.disabled) dismiss();
    });
    dialog.addEventListener('keydown', function (event) {
      if (event.key !== 'Tab') return;
      var enabled = buttons.filter(function (b) { return !b.disabled; });
      if (!enabled.length) { event.preventDefault(); return; }
      var first = enabled[0];
      var last = enabled[enabled.length - 1];
      if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
    });

    document.body.appendChild(dialog);
    this.dialog = dialog;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else {
      dialog.setAttribute('open', '');
      dialog.setAttribute('role', 'dialog');
    }
    pay.focus();
    return this;
  };

  Razorpay.prototype.close = function () {
    var dialog = this.dialog;
    if (!dialog) return;
    this.dialog = null;
    if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    if (dialog.parentNode) dialog.parentNode.removeChild(dialog);
    if (this.returnFocus && typeof this.returnFocus.focus === 'function') this.returnFocus.focus();
  };

  window.Razorpay = Razorpay;
})();
`
