// Reading a back-office list as a test sees it.
import { apiClient } from '@academy/shared';
import { screen, within } from '@testing-library/react';

/** The first cell of every row of the table named `caption`. */
export function firstColumn(caption: string): string[] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

/** The row of the table named `caption` whose first cell is `name`. */
export function rowOf(caption: string, name: string): HTMLElement {
  const table = screen.getByRole('table', { name: caption });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === name);
  if (!row) throw new Error(`no row "${name}" in ${caption}`);
  return row;
}

/** A name no other test run has used. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The value of a record's field on a details page (a description list): its label's `dd`. */
export function detailOf(label: string): string {
  const term = screen.getAllByRole('term').find((candidate) => candidate.textContent === label);
  if (!term) throw new Error(`no field "${label}" on the page`);
  return term.nextElementSibling?.textContent ?? '';
}

/**
 * Spies on the API client's GETs: `last()` is the query of the latest request of the list at
 * `url` (a count line's page of one left out), `restore()` ends the spy.
 */
export function listRequests(url: string) {
  const get = jest.spyOn(apiClient, 'get');
  const last = () =>
    get.mock.calls
      .map(([called, config]) =>
        called === url ? (config?.params as { page_size?: number } | undefined) : undefined,
      )
      .filter((params) => params !== undefined && params.page_size !== 1)
      .at(-1);
  return { last, restore: () => get.mockRestore() };
}
