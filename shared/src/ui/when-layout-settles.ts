/** How long the page's size must hold still, after load, for its layout to count as settled. */
export const SETTLE_QUIET_MS = 1000;

/**
 * Calls `settled` once the page has loaded and the document's size has then held still for
 * `quietMs`, and again after each later change has settled (a window made taller, content that
 * arrived late). Returns a cleanup.
 */
export function whenLayoutSettles(settled: () => void, quietMs = SETTLE_QUIET_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(settled, quietMs);
  };
  // Content growing or shrinking anywhere changes the body's size; so does the window's width.
  const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(restart);
  const start = () => {
    restart();
    resizes?.observe(document.body);
  };

  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    clearTimeout(timer);
    resizes?.disconnect();
    window.removeEventListener('load', start);
  };
}
