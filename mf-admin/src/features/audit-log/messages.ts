// /Admin/audit-log: every change made in the back-office.

export const auditLogMessages = {
  title: 'Audit log',
  thing: 'entry',
  things: 'entries',
  filtersLabel: 'Filter the audit log',
  searchLabel: 'Search (e-mail, record, what changed)',
  entity: 'Record kind',
  anyEntity: 'Any kind',
  action: 'Action',
  anyAction: 'Any action',
  actions: { create: 'Created', update: 'Changed', delete: 'Deleted' },
  when: 'When',
  who: 'Who',
  what: 'Record',
  changes: 'Changes',
  showChanges: (count: number) => (count === 1 ? '1 field' : `${count} fields`),
  noChanges: 'Nothing recorded.',
  empty: '(empty)',
};
