// @ts-check
// index.html's one inline script, run in <head> before the first paint. The Content-Security-Policy
// allows exactly this script by its hash (nginx/security-headers.cjs); the shell's build inlines
// the source of `pageStart` below as written (so keep it ES5: it runs before anything is known of
// the browser).
//
// It does three things:
// 1. The page's language and direction (docs/design/languages.md#switch-and-direction): the saved
//    language (localStorage `Lang`), else the browser's first language we speak, as startLanguage()
//    decides in the app, so an Arabic visitor never sees the top bar painted left to right first.
//    On the home page it marks <html> `pre-paint-home`, which shows index.html's pre-painted hero
//    (hero.css).
// 2. The app starts after the first paint (issue 24): the build lists the shell's first files in
//    <script type="application/json" id="app-files"> instead of as <script>/<link rel=preload>
//    tags, and this adds those tags once the pre-painted page is on screen, so the first paint
//    waits for the HTML and one stylesheet, never for 135 KB of JavaScript sharing the line.
//    Without the list (the dev server's page) the build's own <script> tags start the app.
// 3. First answers (first-answers.js): on a page whose first screen waits for one API read, that
//    read starts now, beside the app's files, and the app takes its answer instead of asking again.
const crypto = require('node:crypto');

const { FIRST_ANSWERS_SOURCE } = require('./first-answers.cjs');

/* global document, location, requestAnimationFrame -- run in the page */
/* eslint-disable @typescript-eslint/no-unused-vars -- ES5 has no catch without a binding */
/** Runs in the page: `firstAnswers` is first-answers.cjs's function. */
function pageStart(firstAnswers) {
  var FIRST_SCREEN_WAIT_MS = 1500;
  var html = document.documentElement;
  if (location.pathname === '/') html.className += ' pre-paint-home';
  var language = null;
  try {
    var saved = localStorage.getItem('Lang');
    language = saved === 'ar' || saved === 'en' ? saved : null;
    var preferred = navigator.languages || [];
    for (var i = 0; i < preferred.length && !language; i++) {
      var base = preferred[i].toLowerCase().split('-')[0];
      if (base === 'ar' || base === 'en') language = base;
    }
    if (language === 'ar') {
      html.lang = 'ar';
      html.dir = 'rtl';
    }
  } catch (e) {
    // Storage refused (privacy settings): English until the app decides.
  }
  var firstScreen = null;
  try {
    firstScreen = firstAnswers(location.pathname, language || 'en');
  } catch (e) {
    // A first answer is a head start, never a condition: the app asks for itself.
  }
  function startApp() {
    var list = document.getElementById('app-files');
    if (!list) return;
    var files = JSON.parse(list.textContent || '{}');
    (files.preload || []).forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', file.as);
      link.href = file.href;
      if (file.as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    });
    (files.scripts || []).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false; // in order, as `defer` scripts run
      document.head.appendChild(script);
    });
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    startApp();
  }
  function afterFirstPaint() {
    // A hidden tab paints no frame (and runs no frame callback): nothing to wait for there.
    if (document.visibilityState === 'hidden') return startOnce();
    // A frame's callbacks run before its paint; a task queued from one runs after it. A first
    // screen painted from a first answer goes first too, but never holds the app back long.
    afterNextPaint(function () {
      if (firstScreen) firstScreen.then(startAfterPictureIsPainted, startOnce);
      setTimeout(startOnce, FIRST_SCREEN_WAIT_MS);
      if (!firstScreen) startOnce();
    });
  }
  function afterNextPaint(then) {
    requestAnimationFrame(function () {
      setTimeout(then, 0);
    });
  }
  // A first screen's picture that has loaded is painted in the next frame: the app's files start
  // after that paint, so the largest paint never waits behind their download and compiling.
  function startAfterPictureIsPainted(pictureLoaded) {
    if (pictureLoaded && document.visibilityState !== 'hidden') afterNextPaint(startOnce);
    else startOnce();
  }
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
}
/* eslint-enable @typescript-eslint/no-unused-vars */

/** A function's source without its indentation and whole-line comments (bytes of every page). */
const compact = (source) =>
  source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//') && !/^\/\*.*\*\/$/.test(line))
    .join('\n');

const PAGE_START_SCRIPT = `(${compact(pageStart.toString())})(${compact(FIRST_ANSWERS_SOURCE)});`;

/** The CSP source that allows the inline script above, and nothing else inline. */
const PAGE_START_HASH = `'sha256-${crypto.createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`;

module.exports = { PAGE_START_SCRIPT, PAGE_START_HASH };
