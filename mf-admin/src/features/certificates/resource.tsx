import type { AdminCertificate } from '@academy/contract';

import { listSection } from '../../components/resource-section/ListSection';
import { dateColumn } from '../../lib/columns';
import { certificatesApi } from './api';
import { certificatesMessages as text } from './messages';
import { RevokeForm } from './RevokeForm';

/** /Admin/certificates: every certificate issued, and revoking one's credential. */
export default listSection<AdminCertificate>({
  path: 'certificates',
  api: certificatesApi,
  text,
  defaultOrdering: '-issued_at',
  Intro: RevokeForm,
  filters: [],
  columns: [
    dateColumn('issued_at', text.issued),
    { id: 'code', header: text.code, enableSorting: true, cell: ({ row }) => row.original.code },
    {
      id: 'learner',
      header: text.learner,
      cell: ({ row }) => row.original.user.email,
    },
    {
      id: 'name',
      header: text.name,
      enableSorting: true,
      cell: ({ row }) => <bdi>{row.original.name}</bdi>,
    },
    {
      id: 'course',
      header: text.course,
      enableSorting: true,
      cell: ({ row }) => <bdi>{row.original.course}</bdi>,
    },
    dateColumn('revoked_at', text.revoked, text.notRevoked),
    { id: 'reason', header: text.reason, cell: ({ row }) => row.original.revocation_reason ?? '' },
  ],
});
