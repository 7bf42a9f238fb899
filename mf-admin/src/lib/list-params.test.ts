import {
  firstListParams,
  formatOrdering,
  listQuery,
  pageCountOf,
  parseOrdering,
} from './list-params';

test('a list call sends page and page size, and search and ordering only when set', () => {
  expect(listQuery(firstListParams())).toEqual({ page: 1, page_size: 20 });
  expect(listQuery({ page: 3, pageSize: 10, search: '  pmp ', ordering: '-name' })).toEqual({
    page: 3,
    page_size: 10,
    search: 'pmp',
    ordering: '-name',
  });
  expect(listQuery({ ...firstListParams(), search: '   ' })).toEqual({ page: 1, page_size: 20 });
});

test('a list call sends the filters that are set, by their query names', () => {
  const params = { ...firstListParams(), filters: { status: 'COMPLETED', course: '' } };
  expect(listQuery(params)).toEqual({ page: 1, page_size: 20, status: 'COMPLETED' });
});

test("DRF's ordering: a field, '-' in front for descending", () => {
  expect(parseOrdering('name')).toEqual({ field: 'name', descending: false });
  expect(parseOrdering('-name')).toEqual({ field: 'name', descending: true });
  expect(parseOrdering('')).toBeNull();
  expect(formatOrdering({ field: 'name', descending: true })).toBe('-name');
  expect(formatOrdering({ field: 'name', descending: false })).toBe('name');
  expect(formatOrdering(null)).toBe('');
});

test('pages: at least one, the last one partly filled', () => {
  expect(pageCountOf(0, 20)).toBe(1);
  expect(pageCountOf(20, 20)).toBe(1);
  expect(pageCountOf(21, 20)).toBe(2);
});
