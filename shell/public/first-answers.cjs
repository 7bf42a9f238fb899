// @ts-check
// First answers (issue 24): the two first screens that wait for one API read, /Blog (the posts)
// and /Checkout/{id} (the course), ask for it from index.html's inline script (page-start.cjs),
// while the app's files download, and paint its largest part at once: the blog's first cards,
// the course's picture and name, with the same classes as the remotes' own components
// (BlogCard, CourseOverview; pre-painted.css styles them before any remote's stylesheet, and the
// remotes' tests keep the copies in step). The app's first render replaces them, and the API
// client takes the answer (`takeFirstAnswer` in @academy/shared) instead of asking again.
//
// The source of `firstAnswers` is inlined into the page as written: keep it ES5.

/** Where the answers wait for the app, and where the pre-painted first screen goes. */
const FIRST_ANSWERS_GLOBAL = '__academyFirstAnswers';

/* global window, document -- run in the page */
/**
 * @param {string} path      location.pathname
 * @param {'en' | 'ar'} language
 */
function firstAnswers(path, language) {
  var COPY = {
    blogTitle: { en: 'Our Blogs', ar: 'مدونتنا' },
    by: { en: 'By', ar: 'بقلم' },
    unknownAuthor: { en: 'Unknown', ar: 'غير معروف' },
  };
  var BLOG_CARDS = 6; // one page of the listing (docs/specification.md §9)
  var EXCERPT = 100; // characters of a card's text (docs/specification.md §9)
  var answers = {};
  window.__academyFirstAnswers = answers;
  // Resolved once the first screen's picture has loaded (true) or there is none to wait for: the
  // app's files start after it is painted, not sooner, so they never share the line with it
  // (page-start.cjs).
  var firstScreenSettled;
  var firstScreen = new Promise(function (resolve) {
    firstScreenSettled = resolve;
  });

  /** GET /api{apiPath}: its JSON, or null (the app will ask again and handle the failure). */
  function ask(apiPath) {
    var answer = fetch('/api' + apiPath, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Accept-Language': language },
    })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .catch(function () {
        return null;
      });
    answers[apiPath] = answer;
    return answer;
  }
  function localized(item, field) {
    return (language === 'ar' && item[field + '_ar']) || item[field] || '';
  }
  /** The card's text cut as the listing cuts it: user-perceived characters, an ellipsis. */
  function cut(text) {
    var characters =
      typeof Intl === 'object' && Intl.Segmenter
        ? Array.from(
            new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text),
            function (part) {
              return part.segment;
            },
          )
        : text.split('');
    return characters.length > EXCERPT ? characters.slice(0, EXCERPT).join('') + '…' : text;
  }
  /** 'By {author} · {date}', as the listing's PostMeta words it. */
  function meta(post) {
    var author = (post.author_name || '').trim() || COPY.unknownAuthor[language];
    var date = new Date(post.date_posted);
    var format = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
    var shown = isNaN(date.getTime())
      ? post.date_posted
      : date.toLocaleDateString(language === 'en' ? 'en-GB' : language, format);
    return COPY.by[language] + ' ' + author + ' · ' + shown;
  }
  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) {
      node.textContent = text;
      // A title in the other script keeps its own direction, as in the remotes' cards.
      node.setAttribute('dir', 'auto');
    }
    return node;
  }
  function image(className, src, alt, width, height) {
    var node = document.createElement('img');
    node.onload = function () {
      firstScreenSettled(true);
    };
    node.onerror = function () {
      firstScreenSettled(false);
    };
    node.className = className;
    node.src = src;
    node.alt = alt;
    node.width = width;
    node.height = height;
    node.setAttribute('fetchpriority', 'high');
    return node;
  }
  /**
   * Shown in index.html's own <main> once the page is parsed; not once the app has rendered (its
   * first render replaces that frame, and keeps what was painted until the remote arrives).
   */
  function paint(section) {
    function place() {
      var main = document.querySelector('#root > [data-pre-paint-frame] > main.site__main');
      if (!main || main.querySelector('[data-pre-painted]')) return;
      section.setAttribute('data-pre-painted', '');
      section.setAttribute('aria-busy', 'true');
      main.appendChild(section);
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', place);
    else place();
  }

  var blog = /^\/Blog\/?$/.test(path);
  var checkout = /^\/Checkout\/(\d+)\/?$/.exec(path);
  if (!blog && !checkout) firstScreenSettled();
  if (blog) {
    ask('/blogs/').then(function (posts) {
      if (!posts || !posts.length || !posts[0].image) return firstScreenSettled();
      var page = element('section', 'ac-page blog-page');
      page.appendChild(element('h1', '', COPY.blogTitle[language]));
      // Where the listing's search box comes: the cards start where the listing's will.
      var search = element('div', 'blog-search');
      search.appendChild(element('div', 'ac-search-input'));
      search.setAttribute('aria-hidden', 'true');
      page.appendChild(search);
      var grid = element('ul', 'blog-grid');
      posts.slice(0, BLOG_CARDS).forEach(function (post, index) {
        var card = element('article', 'ac-card blog-card');
        var title = localized(post, 'title');
        if (post.image) {
          var cover = image('ac-card-image blog-card__image', post.image, title, 400, 250);
          if (index > 0) {
            cover.onload = cover.onerror = null;
            cover.removeAttribute('fetchpriority');
          }
          card.appendChild(cover);
        }
        var body = element('div', 'blog-card__body');
        body.appendChild(element('h2', 'blog-card__title', title));
        body.appendChild(element('p', 'blog-card__meta', meta(post)));
        body.appendChild(element('p', 'blog-card__excerpt', cut(localized(post, 'content'))));
        card.appendChild(body);
        var item = document.createElement('li');
        item.appendChild(card);
        grid.appendChild(item);
      });
      page.appendChild(grid);
      paint(page);
    });
  }

  if (checkout) {
    ask('/courses/' + checkout[1]).then(function (course) {
      if (!course || course.status === 'Soon' || !course.image) return firstScreenSettled();
      var page = element('article', 'ac-page checkout');
      var top = element('div', 'checkout__top');
      var media = element('div', 'checkout__media');
      var name = localized(course, 'name');
      media.appendChild(image('', course.image, name, 640, 360));
      top.appendChild(media);
      var summary = element('div', 'checkout__summary');
      summary.appendChild(element('h1', '', name));
      top.appendChild(summary);
      page.appendChild(top);
      paint(page);
    });
  }
  return firstScreen;
}

module.exports = {
  FIRST_ANSWERS_GLOBAL,
  FIRST_ANSWERS_SOURCE: firstAnswers.toString(),
  firstAnswers,
};
