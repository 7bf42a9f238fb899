import type { Certificate } from '@academy/contract';
import { NotFound, useDocumentTitle, useFormat, useParams } from '@academy/shared';

import { useCertificateMessages } from './messages';
import { certificatePdfUrl, useCertificate, useVerification } from './api';
import { CredentialCheck } from './CredentialCheck';
import './certificate.css';

/** '24 November 2026' in English, as the PDF prints it; the locale's own long date in Arabic. */
const ISSUED_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };

/**
 * /Certificate/{code}: a certificate of completion, public, so anyone given the code (an
 * employer, PMI's audit) can check it. An unknown code is the site's not-found page.
 */
export function CertificatePage() {
  const code = useParams().code ?? '';
  const load = useCertificate(code);

  if (load.status === 'missing') return <NotFound />;
  if (load.status === 'loaded') return <CertificateView certificate={load.certificate} />;
  return <CertificatePending failed={load.status === 'failed' ? load.retry : null} />;
}

function CertificateView({ certificate }: { certificate: Certificate }) {
  const messages = useCertificateMessages();
  const format = useFormat();
  useDocumentTitle(`${messages.certificateTitle}: ${certificate.name}`);
  // Said only once the API has checked the credential's signature and revocation.
  const valid = useVerification(certificate.code).data?.status === 'valid';
  return (
    <div className="ac-page certificate-page">
      <article className="certificate" aria-labelledby="certificate-title">
        <h1 id="certificate-title">{messages.certificateTitle}</h1>
        {valid && <p className="certificate__verified">{messages.certificateVerified}</p>}
        {certificate.revoked && (
          <p className="certificate__revoked">{messages.certificateRevoked}</p>
        )}
        <p className="certificate__lead">{messages.certificateCertifies}</p>
        <p className="certificate__name">{certificate.name}</p>
        <p className="certificate__lead">{messages.certificateCompleted}</p>
        <p className="certificate__course">{certificate.course}</p>
        <dl className="certificate__facts">
          <div>
            <dt>{messages.certificateIssued}</dt>
            <dd>
              <time dateTime={certificate.issued_at}>
                {format.date(certificate.issued_at, ISSUED_DATE)}
              </time>
            </dd>
          </div>
          {certificate.contact_hours !== null && (
            <div>
              <dt>{messages.certificateContactHours}</dt>
              <dd>{messages.contactHours(certificate.contact_hours)}</dd>
            </div>
          )}
          <div>
            <dt>{messages.certificateCode}</dt>
            <dd className="certificate__code">{certificate.code}</dd>
          </div>
        </dl>
        <a
          className="ac-button certificate__download"
          href={certificatePdfUrl(certificate.code)}
          download={`certificate-${certificate.code}.pdf`}
          aria-label={messages.certificateDownloadLabel}
        >
          {messages.certificateDownload}
        </a>
        <CredentialCheck code={certificate.code} />
      </article>
    </div>
  );
}

/** While the certificate loads, or when it failed to (with a retry). */
function CertificatePending({ failed }: { failed: (() => void) | null }) {
  const messages = useCertificateMessages();
  useDocumentTitle(messages.certificateTitle);
  return (
    <div className="ac-page certificate-page">
      {failed ? (
        <div className="certificate certificate--failed" role="alert">
          <p>{messages.certificateFailed}</p>
          <button type="button" className="ac-button" onClick={failed}>
            {messages.retry}
          </button>
        </div>
      ) : (
        <div
          className="certificate"
          role="status"
          aria-busy="true"
          aria-label={messages.certificateLoading}
        >
          <div className="ac-skeleton certificate__placeholder" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
