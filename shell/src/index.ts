// The frame's styles come with the page (a render-blocking stylesheet of a few KB), so the top bar
// pre-painted in index.html is styled before any script has run: the first paint does not wait
// for React and the shared libraries.
import './app/global.css';
import './features/layout/layout.css';

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
