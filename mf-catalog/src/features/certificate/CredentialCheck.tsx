import type { CredentialVerification } from '@academy/contract';
import { apiErrorResponse, useFormat } from '@academy/shared';
import { useId, useState, type ChangeEvent } from 'react';

import { certificateCredentialUrl, useVerification, verifyCredentialFile } from './api';
import { useCertificateMessages } from './messages';

const REVOKED_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };

/** What a verification says, in words: the signature, then the revocation (docs/credentials.md). */
export function VerificationResult({ result }: { result: CredentialVerification }) {
  const messages = useCertificateMessages();
  const format = useFormat();
  const lines: { text: string; tone: 'good' | 'bad' }[] = [];
  if (result.reason === 'bad_signature')
    lines.push({ text: messages.credentialTampered, tone: 'bad' });
  else if (result.reason === 'unknown_key')
    lines.push({ text: messages.credentialUnknownKey, tone: 'bad' });
  else if (result.reason === 'not_a_certificate')
    lines.push({ text: messages.credentialNotCertificate, tone: 'bad' });
  else {
    lines.push({ text: messages.credentialValid, tone: 'good' });
    lines.push(
      result.status === 'revoked'
        ? {
            text: messages.credentialRevoked(
              result.revoked_at ? format.date(result.revoked_at, REVOKED_DATE) : '',
            ),
            tone: 'bad',
          }
        : { text: messages.credentialNotRevoked, tone: 'good' },
    );
  }
  return (
    <ul className="credential-check__result" data-status={result.status}>
      {lines.map((line) => (
        <li
          key={line.text}
          className={`credential-check__line credential-check__line--${line.tone}`}
        >
          {line.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * The certificate's Open Badges credential: verified by the API on every visit (its signature
 * and revocation, never a stored flag), downloadable, and a file someone was handed checked.
 */
export function CredentialCheck({ code }: { code: string }) {
  const messages = useCertificateMessages();
  const id = useId();
  const verification = useVerification(code);
  return (
    <section className="credential-check" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{messages.credentialTitle}</h2>
      <p>{messages.credentialIntro}</p>
      <div role="status" aria-live="polite" aria-busy={verification.isPending}>
        {verification.data ? (
          <VerificationResult result={verification.data} />
        ) : verification.isError ? (
          <p>{messages.credentialCheckFailed}</p>
        ) : (
          <p>{messages.credentialChecking}</p>
        )}
      </div>
      <a
        className="ac-button certificate__download"
        href={certificateCredentialUrl(code)}
        download={`certificate-${code}.json`}
        aria-label={messages.credentialDownloadLabel}
      >
        {messages.credentialDownload}
      </a>
      <CredentialFileCheck />
    </section>
  );
}

/** A file's text, by FileReader (every browser, and jsdom, which lacks Blob.text()). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}

type FileCheck =
  | { state: 'idle' }
  | { state: 'checked'; file: string; result: CredentialVerification }
  | { state: 'unreadable'; file: string }
  | { state: 'failed'; file: string };

/** A credential file (JSON) chosen from the device, posted to POST /credentials/verify/. */
function CredentialFileCheck() {
  const messages = useCertificateMessages();
  const id = useId();
  const [check, setCheck] = useState<FileCheck>({ state: 'idle' });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    try {
      const result = await verifyCredentialFile(await readText(file));
      setCheck({ state: 'checked', file: file.name, result });
    } catch (error) {
      const unreadable = apiErrorResponse(error)?.status === 400;
      setCheck({ state: unreadable ? 'unreadable' : 'failed', file: file.name });
    }
  }

  return (
    <div className="credential-check__file">
      <label htmlFor={`${id}-file`}>{messages.credentialFileLabel}</label>
      <p id={`${id}-help`}>{messages.credentialFileHelp}</p>
      <input
        id={`${id}-file`}
        type="file"
        accept="application/json,.json,.jwt"
        aria-describedby={`${id}-help`}
        onChange={(event) => void choose(event)}
      />
      <div role="status" aria-live="polite">
        {check.state !== 'idle' && <p>{messages.credentialFileResult(check.file)}</p>}
        {check.state === 'checked' && <VerificationResult result={check.result} />}
        {check.state === 'unreadable' && <p>{messages.credentialFileUnreadable}</p>}
        {check.state === 'failed' && <p>{messages.credentialCheckFailed}</p>}
      </div>
    </div>
  );
}
