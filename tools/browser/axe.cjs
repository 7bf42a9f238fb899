// @ts-check
// axe-core run in a page, for the end-to-end suite and the bench.
// The functions given to page.evaluate run in the page, where these are defined:
/* global window */
const fs = require('node:fs');

const { finiteAnimationsEnded } = require('./animations.cjs');

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * @typedef {object} AxeViolation
 * @property {string} id
 * @property {string | null} impact
 * @property {string} help
 * @property {{ target: string[] }[]} nodes
 */

/**
 * Runs axe-core in the page (evaluated through the DevTools protocol, so the CSP allows it).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<AxeViolation[]>}
 */
async function axeViolations(page) {
  // Colour contrast is measured on what is painted: let finite animations (fade-ins) end first.
  await finiteAnimationsEnded(page);
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = /** @type {{ axe: { run(): Promise<{ violations: AxeViolation[] }> } }} */ (
      /** @type {unknown} */ (window)
    );
    const result = await axe.run();
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
}

module.exports = { axeViolations };
