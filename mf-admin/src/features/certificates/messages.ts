// /Admin/certificates: certificates issued, and revoking one's Open Badges credential
// (docs/credentials.md#revocation). The back-office's copy is English in both languages.

export const certificatesMessages = {
  title: 'Certificates',
  thing: 'certificate',
  things: 'certificates',
  filtersLabel: 'Filter the certificates',
  searchLabel: 'Search (code, name, course, e-mail)',
  code: 'Code',
  learner: 'Learner',
  name: 'Name printed',
  course: 'Course',
  issued: 'Issued',
  revoked: 'Revoked',
  reason: 'Why revoked',
  notRevoked: 'No',
  revokeTitle: 'Revoke a credential',
  revokeHelp:
    'The credential is marked revoked in the published status list: anyone verifying it is told so. This cannot be undone.',
  revokeCode: 'Certificate code',
  revokeReason: 'Reason',
  revoke: 'Revoke',
  codeRequired: 'Enter the certificate code (as printed: XXXXX-XXXXX-XXXXX-XXXXX).',
  reasonRequired: 'Say why the credential is revoked.',
  reasonTooLong: (max: number) => `The reason may be at most ${max} characters.`,
  revoked_: (code: string) => `The credential of ${code} is revoked.`,
  revokeFailed: (detail: string) => `The credential could not be revoked: ${detail}`,
  revokeFailedRetry: 'The credential could not be revoked. Try again.',
};
