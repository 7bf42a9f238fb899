import type { Config } from '../../config';
import { verificationUrl } from '../certificates/service';
import { statusListUrl } from './status-list';

/*
 * A certificate as an Open Badges 3.0 OpenBadgeCredential (a W3C Verifiable Credential 2.0), as
 * docs/credentials.md#what-a-credential-says describes: the course as the achievement, the learner
 * as the subject (by the name printed), the academy as the issuer with its PMI provider id.
 */

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

/** What the credential is made from: the certificate row as issued. */
export interface CertificateFacts {
  id: number;
  code: string;
  name: string;
  courseId: number;
  courseName: string;
  issuedAt: Date;
  contactHours: number | null;
  activityCode: string | null;
}

export const DEFAULT_ISSUER_NAME = 'Academy';

/** The issuer's profile: the academy at SITE_URL, with PMI's provider id when configured. */
export function issuerProfile(config: Config) {
  const { providerName, providerId } = config.learningRecords.pmi;
  return {
    id: config.siteUrl,
    type: ['Profile'],
    name: providerName ?? DEFAULT_ISSUER_NAME,
    url: config.siteUrl,
    ...(providerId
      ? {
          otherIdentifier: [
            {
              type: 'IdentifierEntry',
              identifier: providerId,
              identifierType: 'ext:PMIProviderId',
            },
          ],
        }
      : {}),
  };
}

/** The credential, unsigned. Its `id` is the certificate's public verification page. */
export function openBadgeCredential(config: Config, facts: CertificateFacts) {
  const hours = facts.contactHours;
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: verificationUrl(config.siteUrl, facts.code),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `Certificate of completion: ${facts.courseName}`,
    issuer: issuerProfile(config),
    validFrom: facts.issuedAt.toISOString(),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: facts.name },
      ],
      // One credit is one PMI contact hour.
      ...(hours !== null ? { creditsEarned: hours } : {}),
      achievement: {
        id: `${config.siteUrl}/Checkout/${facts.courseId}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: facts.courseName,
        description: `Completion of every lesson of ${facts.courseName}.`,
        criteria: {
          narrative:
            hours !== null
              ? `Every lesson of the course completed; ${hours} contact hours.`
              : 'Every lesson of the course completed.',
        },
        ...(hours !== null ? { creditsAvailable: hours } : {}),
        ...(facts.activityCode
          ? {
              otherIdentifier: [
                {
                  type: 'IdentifierEntry',
                  identifier: facts.activityCode,
                  identifierType: 'ext:PMIActivityCode',
                },
              ],
            }
          : {}),
      },
    },
    credentialStatus: {
      id: `${statusListUrl(config)}#${facts.id}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(facts.id),
      statusListCredential: statusListUrl(config),
    },
  };
}

export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/**
 * The VC-JWT claims (Open Badges 3.0 §8.2): the credential itself at the top level, with `iss`
 * (the issuer's id), `jti` (the credential's id) and `nbf` (validFrom, in seconds).
 */
export function jwtClaims(credential: OpenBadgeCredential) {
  return {
    ...credential,
    iss: credential.issuer.id,
    jti: credential.id,
    nbf: Math.floor(Date.parse(credential.validFrom) / 1000),
  };
}

/** The downloadable file: the token in a VC 2.0 envelope (`EnvelopedVerifiableCredential`). */
export const ENVELOPE_PREFIX = 'data:application/vc+jwt,';
export function envelope(token: string) {
  return {
    '@context': [VC_CONTEXT],
    id: `${ENVELOPE_PREFIX}${token}`,
    type: 'EnvelopedVerifiableCredential' as const,
  };
}
