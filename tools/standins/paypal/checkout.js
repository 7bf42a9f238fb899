/* global window, document */
// The buyer's approval window of the PayPal stand-in (/checkoutnow?token=ORDER&origin=SITE).
// It shows the order's amount, lets the sandbox buyer choose how to pay, records the approval
// with the stand-in and tells the SDK in the opener, which then calls the page's onApprove.
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var orderID = params.get('token');
  var siteOrigin = params.get('origin');
  var status = document.getElementById('status');
  var section = document.getElementById('order');
  var choices = document.getElementById('choices');

  if (!orderID) return; // opened, waiting for the SDK to name the order

  function tell(message) {
    message.source = 'paypal-standin';
    message.orderID = orderID;
    if (window.opener && siteOrigin) window.opener.postMessage(message, siteOrigin);
  }

  function setBusy(text) {
    status.textContent = text;
    section.hidden = true;
  }

  function showChoices() {
    status.textContent = '';
    section.hidden = false;
    var first = choices.querySelector('button');
    if (first) first.focus();
  }

  function pay(instrument) {
    setBusy('Approving…');
    fetch('/sdk/orders/' + encodeURIComponent(orderID) + '/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ instrument: instrument }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error(body.message || 'HTTP ' + response.status);
          return body;
        });
      })
      .then(function (body) {
        setBusy('Completing your payment with the merchant…');
        tell({ type: 'approved', payerID: body.payerID, paymentSource: body.paymentSource });
      })
      .catch(function (error) {
        status.textContent = 'The sandbox could not approve this order: ' + error.message;
      });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== siteOrigin || event.source !== window.opener) return;
    var message = event.data || {};
    if (message.source === 'paypal-standin' && message.type === 'restart') {
      document.getElementById('declined').hidden = false;
      showChoices();
    }
  });

  document.getElementById('cancel').addEventListener('click', function () {
    tell({ type: 'cancelled' });
    window.close();
  });

  fetch('/sdk/orders/' + encodeURIComponent(orderID))
    .then(function (response) {
      if (!response.ok) throw new Error('This order does not exist.');
      return response.json();
    })
    .then(function (order) {
      document.getElementById('pay-to').textContent =
        'Pay ' + order.payee + (order.description ? ' for ' + order.description : '');
      document.getElementById('amount').textContent =
        order.amount.value + ' ' + order.amount.currency_code;
      order.instruments.forEach(function (instrument, index) {
        var button = document.createElement('button');
        button.type = 'button';
        if (index === 0) button.className = 'primary';
        button.textContent =
          'Pay with ' + instrument.label + (instrument.declines ? ' (will be declined)' : '');
        button.addEventListener('click', function () {
          pay(instrument.name);
        });
        choices.appendChild(button);
      });
      showChoices();
    })
    .catch(function (error) {
      status.textContent = error.message;
    });
})();
