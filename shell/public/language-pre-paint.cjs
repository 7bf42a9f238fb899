// @ts-check
// The page's direction before the first paint (DESIGN §14): the saved language (localStorage
// `Lang`), else the browser's first language we speak, as startLanguage() decides in the app. Inlined
// into index.html's <head> by the shell's build; the Content-Security-Policy allows exactly this
// script by its hash (nginx/security-headers.cjs), so an Arabic visitor never sees the top bar
// painted left to right first. On the home page it also marks <html> `pre-paint-home`, which shows
// index.html's pre-painted hero (hero.css).
const crypto = require('node:crypto');

const LANGUAGE_PRE_PAINT_SCRIPT =
  "if(location.pathname==='/')document.documentElement.className+=' pre-paint-home';" +
  "try{var s=localStorage.getItem('Lang'),l=s==='ar'||s==='en'?s:null;" +
  "if(!l){var n=navigator.languages||[];for(var i=0;i<n.length&&!l;i++){var b=n[i].toLowerCase().split('-')[0];if(b==='ar'||b==='en')l=b}}" +
  "if(l==='ar'){var h=document.documentElement;h.lang='ar';h.dir='rtl'}}catch(e){}";

/** The CSP source that allows the inline script above, and nothing else inline. */
const LANGUAGE_PRE_PAINT_HASH = `'sha256-${crypto
  .createHash('sha256')
  .update(LANGUAGE_PRE_PAINT_SCRIPT)
  .digest('base64')}'`;

module.exports = { LANGUAGE_PRE_PAINT_SCRIPT, LANGUAGE_PRE_PAINT_HASH };
