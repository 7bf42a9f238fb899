// @ts-check
// Waiting for a page to be painted as it will stay, for the end-to-end suite and the bench.
// The function given to page.waitForFunction runs in the page, where this is defined:
/* global document */

/**
 * Waits until the page's finite animations (fade-ins, slide changes) have ended; infinite ones
 * (spinners, shimmers) never end and are not waited for.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<void>}
 */
async function finiteAnimationsEnded(page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

module.exports = { finiteAnimationsEnded };
