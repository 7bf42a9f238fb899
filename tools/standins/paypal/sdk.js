/* global window, document */
// The PayPal JS SDK stand-in, served at /sdk/js. It gives the page `window.paypal.Buttons` with
// the callbacks of the real SDK (createOrder, onApprove with actions.restart, onCancel, onError,
// onClick, onInit) and opens the buyer's approval window on the stand-in's origin, as PayPal
// opens its pop-up. Enough of the real SDK for @paypal/react-paypal-js; nothing more.
(function () {
  'use strict';
  var ORIGIN = '__STANDIN_ORIGIN__';
  var script = document.currentScript;
  var query = new URL(script ? script.src : ORIGIN + '/sdk/js').searchParams;
  var namespace = (script && script.getAttribute('data-namespace')) || 'paypal';
  var uid = 0;

  var FUNDING = { PAYPAL: 'paypal', CARD: 'card', VENMO: 'venmo', PAYLATER: 'paylater' };
  var SOURCES = [
    { source: 'paypal', label: 'PayPal', background: '#ffc439', color: '#111111' },
    { source: 'card', label: 'Debit or Credit Card', background: '#2c2e2f', color: '#ffffff' },
  ];

  function styleButton(button, look) {
    var style = button.style;
    style.display = 'block';
    style.width = '100%';
    style.minHeight = '45px';
    style.margin = '0 0 10px';
    style.border = '0';
    style.borderRadius = '4px';
    style.background = look.background;
    style.color = look.color;
    style.font = '600 16px/1.2 system-ui, sans-serif';
    style.cursor = 'pointer';
  }

  function Buttons(options) {
    options = options || {};
    var id = ++uid;
    var container = null;
    var root = null;
    var closed = false;
    var disabled = false;
    var active = null; // the checkout in progress: { popup, orderID, restarted, timer }

    var initActions = {
      enable: function () {
        disabled = false;
        setDisabled();
        return Promise.resolve();
      },
      disable: function () {
        disabled = true;
        setDisabled();
        return Promise.resolve();
      },
    };

    function setDisabled() {
      if (!root) return;
      root.querySelectorAll('button').forEach(function (button) {
        button.setAttribute('aria-disabled', disabled ? 'true' : 'false');
      });
    }

    function report(error) {
      if (typeof options.onError === 'function') options.onError(error);
      else console.error(error);
    }

    function finish() {
      if (!active) return;
      clearInterval(active.timer);
      window.removeEventListener('message', active.listener);
      if (active.popup && !active.popup.closed) active.popup.close();
      active = null;
    }

    function onMessage(event) {
      if (!active || event.origin !== ORIGIN || event.source !== active.popup) return;
      var message = event.data || {};
      if (message.source !== 'paypal-standin' || message.orderID !== active.orderID) return;
      if (message.type === 'approved') approved(message);
      else if (message.type === 'cancelled') cancelled();
    }

    function cancelled() {
      var orderID = active && active.orderID;
      finish();
      if (typeof options.onCancel === 'function') options.onCancel({ orderID: orderID });
    }

    function approved(message) {
      var checkout = active;
      checkout.approving = true;
      checkout.restarted = false;
      var data = {
        orderID: message.orderID,
        payerID: message.payerID,
        paymentID: null,
        billingToken: null,
        facilitatorAccessToken: 'A21AA-standin',
        paymentSource: message.paymentSource,
      };
      var actions = {
        restart: function () {
          // The buyer chooses again in the same window, for the same order.
          checkout.restarted = true;
          if (checkout.popup && !checkout.popup.closed) {
            checkout.popup.postMessage(
              { source: 'paypal-standin', type: 'restart', orderID: checkout.orderID },
              ORIGIN,
            );
          }
          return Promise.resolve();
        },
        redirect: function (url) {
          window.location.assign(url);
        },
        order: {
          get: function () {
            return fetch(ORIGIN + '/sdk/orders/' + checkout.orderID).then(function (r) {
              return r.json();
            });
          },
          capture: function () {
            return Promise.reject(
              new Error('The local PayPal stand-in captures on the server only (Orders v2 API).'),
            );
          },
        },
      };
      Promise.resolve()
        .then(function () {
          return typeof options.onApprove === 'function' ? options.onApprove(data, actions) : null;
        })
        .then(
          function () {
            checkout.approving = false;
            if (!checkout.restarted && active === checkout) finish();
          },
          function (error) {
            checkout.approving = false;
            if (active === checkout) finish();
            report(error);
          },
        );
    }

    function start(source) {
      if (disabled || active) return;
      // Opened within the click, as PayPal does, so no pop-up blocker stops it.
      var popup = window.open(
        ORIGIN + '/checkoutnow',
        'paypal_standin_' + id,
        'popup,width=480,height=680',
      );
      if (!popup) {
        report(new Error('The PayPal window could not be opened (pop-ups blocked?).'));
        return;
      }
      var checkout = { popup: popup, orderID: null, restarted: false, approving: false };
      active = checkout;
      checkout.listener = onMessage;
      window.addEventListener('message', onMessage);
      checkout.timer = setInterval(function () {
        // A window closed by the buyer is a cancel, unless the merchant is still at work.
        if (popup.closed && active === checkout && !checkout.approving) cancelled();
      }, 400);

      var data = { paymentSource: source, fundingSource: source };
      var clickActions = {
        resolve: function () {
          return Promise.resolve(true);
        },
        reject: function () {
          return Promise.resolve(false);
        },
      };
      Promise.resolve(
        typeof options.onClick === 'function' ? options.onClick(data, clickActions) : true,
      )
        .then(function (go) {
          if (go === false) throw { cancelled: true };
          if (typeof options.createOrder !== 'function') {
            throw new Error('createOrder is required by the local PayPal stand-in');
          }
          return options.createOrder(data, {
            order: {
              create: function () {
                return Promise.reject(
                  new Error('The local PayPal stand-in creates orders on the server only.'),
                );
              },
            },
          });
        })
        .then(function (orderID) {
          if (typeof orderID !== 'string' || orderID === '') {
            throw new Error('Expected an order id to be passed');
          }
          if (active !== checkout) return;
          checkout.orderID = orderID;
          popup.location.replace(
            ORIGIN +
              '/checkoutnow?token=' +
              encodeURIComponent(orderID) +
              '&origin=' +
              encodeURIComponent(window.location.origin) +
              '&source=' +
              source,
          );
        })
        .catch(function (error) {
          if (active === checkout) finish();
          if (error && error.cancelled) return;
          report(error instanceof Error ? error : new Error(String(error)));
        });
    }

    return {
      isEligible: function () {
        return true;
      },
      render: function (target) {
        if (closed) return Promise.reject(new Error('Buttons component is closed'));
        container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) return Promise.reject(new Error('Can not find element: ' + target));
        root = document.createElement('div');
        root.setAttribute('data-paypal-standin', 'buttons');
        var only = options.fundingSource;
        SOURCES.forEach(function (look) {
          if (only && only !== look.source) return;
          var button = document.createElement('button');
          button.type = 'button';
          button.textContent = look.label;
          button.setAttribute('data-funding-source', look.source);
          styleButton(button, look);
          button.addEventListener('click', function () {
            start(look.source);
          });
          root.appendChild(button);
        });
        var caption = document.createElement('p');
        caption.textContent = 'PayPal sandbox (local stand-in): no real money moves.';
        caption.style.margin = '0';
        caption.style.font = '13px/1.4 system-ui, sans-serif';
        caption.style.color = '#3d4650';
        root.appendChild(caption);
        container.appendChild(root);
        setDisabled();
        if (typeof options.onInit === 'function') options.onInit({}, initActions);
        return Promise.resolve();
      },
      close: function () {
        closed = true;
        finish();
        if (root && root.parentNode) root.parentNode.removeChild(root);
        root = null;
        return Promise.resolve();
      },
      updateProps: function () {
        return Promise.resolve();
      },
      hasReturned: function () {
        return false;
      },
      resume: function () {},
    };
  }

  window[namespace] = {
    version: '5.0.0-standin',
    FUNDING: FUNDING,
    Buttons: Buttons,
    clientId: query.get('client-id'),
  };
})();
