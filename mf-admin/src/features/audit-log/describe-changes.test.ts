import { describeChanges, formatValue } from './describe-changes';

test('an update: each changed field as before → after, empty values said', () => {
  const lines = describeChanges(
    { action: 'update', changes: { handled: [false, true], note: ['', 'Paid in cash'] } },
    '(empty)',
  );
  expect(lines).toEqual([
    { field: 'handled', text: 'false → true' },
    { field: 'note', text: '(empty) → Paid in cash' },
  ]);
});

test('a creation or deletion: its fields, related records by e-mail or name', () => {
  const lines = describeChanges(
    {
      action: 'create',
      changes: {
        user: { id: 4, email: 'sara@example.com', username: 'sara' },
        course: { id: 2, name: 'PMP' },
        order: null,
        tags: ['a', 'b'],
      },
    },
    '(empty)',
  );
  expect(lines).toEqual([
    { field: 'user', text: 'sara@example.com' },
    { field: 'course', text: 'PMP' },
    { field: 'order', text: '(empty)' },
    { field: 'tags', text: '["a","b"]' },
  ]);
  expect(formatValue(1.5, '-')).toBe('1.5');
});
