// The frame's styles come with the page (a render-blocking stylesheet of a few KB), so the top bar
// and the home page's hero pre-painted in index.html are styled before any script has run: the
// first paint does not wait for React and the shared libraries.
import './app/global.css';
import './features/layout/layout.css';
import './features/home/hero.css';
import './features/first-screens/pre-painted.css';

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
