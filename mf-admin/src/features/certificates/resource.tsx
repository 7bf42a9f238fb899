import type { AdminCertificate } from '@academy/contract';
import { REVOCATION_REASON_MAX_LENGTH as REASON_MAX } from '@academy/contract/rules';
import { apiErrorResponse, useQueryClient } from '@academy/shared';

import { ActionForm } from '../../components/resource-form/ActionForm';
import { maxText } from '../../components/resource-section/fields';
import { listSection } from '../../components/resource-section/ListSection';
import { dateColumn } from '../../lib/columns';
import { certificatesApi, revokeCredential } from './api';
import { certificatesMessages as text } from './messages';

/** Certificate codes as issued: four groups of five (Crockford's base 32). */
const CODE = /^([0-9A-HJKMNP-TV-Z]{5}-){3}[0-9A-HJKMNP-TV-Z]{5}$/;

/** Above the list: revoking a certificate's credential by its code, with the reason (audited). */
function RevokeForm() {
  const queryClient = useQueryClient();
  return (
    <ActionForm
      title={text.revokeTitle}
      help={text.revokeHelp}
      fields={[
        {
          name: 'code',
          label: text.revokeCode,
          required: true,
          rule: (yup) =>
            yup.string().trim().uppercase().default('').matches(CODE, text.codeRequired),
        },
        {
          name: 'reason',
          label: text.revokeReason,
          required: true,
          input: 'multiline',
          rule: maxText(REASON_MAX, text.reasonTooLong(REASON_MAX), text.reasonRequired),
        },
      ]}
      buttons={[{ label: text.revoke }]}
      resetAfter
      action={async ({ code, reason }) => {
        const revoked = await revokeCredential(code!, { reason: reason! });
        await queryClient.invalidateQueries({ queryKey: certificatesApi.keys.all });
        return text.revoked_(revoked.code);
      }}
      failed={(error) => {
        const detail = (apiErrorResponse(error)?.data as { detail?: unknown } | undefined)?.detail;
        return typeof detail === 'string' ? text.revokeFailed(detail) : text.revokeFailedRetry;
      }}
    />
  );
}

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
