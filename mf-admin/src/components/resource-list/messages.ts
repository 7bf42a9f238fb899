// The resource list's copy (search, table, pages, filters) and its rows' Edit link, for every
// resource.

export const listMessages = {
  searchLabel: (things: string) => `Search the ${things}`,
  loading: (things: string) => `Loading the ${things}`,
  count: (count: number, things: string, thing: string) =>
    count === 1 ? `1 ${thing}` : `${count} ${things}`,
  empty: (things: string) => `There are no ${things} yet.`,
  noMatches: (things: string, search: string) => `No ${things} match “${search}”.`,
  loadFailed: (things: string) => `The ${things} could not be loaded.`,
  retry: 'Try again',
  actions: 'Actions',
  tableRegion: (caption: string) => `${caption} table`,
  pagesLabel: (things: string) => `Pages of the ${things}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  // ── Filters (orders, enrolments, learners, comments, inbox, audit log) ──
  noneFiltered: (things: string) => `No ${things} match these filters.`,
};

/** A row's Edit link (the record's form). */
export const editMessages = {
  link: 'Edit',
  linkLabel: (name: string) => `Edit “${name}”`,
};
