// The hosted payment pages of the Paymob and Moyasar stand-ins: small HTML forms a browser (or a
// test) fills in: the method's fields, a 3-D Secure code step for cards, approve or decline.
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font:16px system-ui;max-width:30rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.8rem 0 .2rem}input,select,button{font:inherit;padding:.4rem}
button{margin:1rem .5rem 0 0}:focus-visible{outline:3px solid #1a56db}</style></head>
<body><main>${body}</main></body></html>`;
}

/** A form POSTing `fields` (hidden) plus `inputs` (labelled) to `action`, with buttons. */
function form(action, fields, inputs, buttons) {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const labelled = inputs
    .map(
      (input) =>
        `<label for="${input.name}">${escape(input.label)}</label><input id="${input.name}" name="${input.name}" value="${escape(input.value ?? '')}" autocomplete="off">`,
    )
    .join('');
  const pressed = buttons
    .map(
      (b) => `<button type="submit" name="outcome" value="${b.value}">${escape(b.label)}</button>`,
    )
    .join('');
  return `<form method="post" action="${escape(action)}">${hidden}${labelled}${pressed}</form>`;
}

/** Reads an application/x-www-form-urlencoded body. */
const formFields = (text) => Object.fromEntries(new URLSearchParams(text));

module.exports = { page, form, formFields, escape };
