import {
  AdminCertificate,
  AdminCertificateQuery,
  CertificateParams,
  CredentialVerification,
  RevokeCredentialBody,
  VerifyCredentialBody,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { auditedWrite } from '../../lib/audit';
import { crudRoutes } from '../../lib/crud-routes';
import { notFound } from '../../lib/errors';
import { BODY_ERRORS, errorResponses } from '../../lib/schemas';
import { envelope } from './open-badge';
import { credentialToken, listCertificates, revokeCredential } from './service';
import { credentialKey, signJson } from './signing';
import { statusListCredential } from './status-list';
import { tokenOf, verifyToken } from './verify';

const tags = ['credentials'];

const Jwks = Type.Object({
  keys: Type.Array(Type.Record(Type.String(), Type.Unknown()), {
    description: "The academy's public signing key(s), as JWKs (Ed25519, alg EdDSA).",
  }),
});
const Envelope = Type.Object({
  '@context': Type.Array(Type.String()),
  id: Type.String({ description: 'data:application/vc+jwt, then the signed credential.' }),
  type: Type.Literal('EnvelopedVerifiableCredential'),
});
const SignedToken = Type.String({ description: 'A compact JWS (VC-JWT).' });

/**
 * Anyone (docs/credentials.md#verifying): the public key, the revocation list, a certificate's
 * credential and its verification, and checking a credential someone was handed.
 */
export const credentialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tokenFor = async (code: string) => {
    const token = await credentialToken(app.db, app.config, code);
    if (!token) throw notFound();
    return token;
  };

  app.get(
    '/credentials/jwks.json',
    {
      schema: {
        tags,
        description: 'The key credentials are signed with.',
        response: { 200: Jwks, ...errorResponses() },
      },
    },
    async () => ({ keys: [(await credentialKey(app.config.credentialSigningKey)).publicJwk] }),
  );

  app.get(
    '/credentials/status/1',
    {
      schema: {
        tags,
        description:
          'The revocation list: a signed BitstringStatusListCredential (VC-JWT); bit i is the credential whose statusListIndex is i.',
        response: {
          200: {
            description: 'The status list credential.',
            content: { 'application/vc+jwt': { schema: SignedToken } },
          },
          ...errorResponses(),
        },
      },
    },
    async (_request, reply) => {
      const key = await credentialKey(app.config.credentialSigningKey);
      const list = await statusListCredential(app.db, app.config);
      const token = await signJson(key, {
        ...list,
        iss: list.issuer,
        jti: list.id,
        nbf: Math.floor(Date.parse(list.validFrom) / 1000),
      });
      return reply.type('application/vc+jwt').header('cache-control', 'no-cache').send(token);
    },
  );

  app.get(
    '/certificates/:code/credential',
    {
      schema: {
        tags,
        description:
          "The certificate's Open Badges 3.0 credential, a JSON file: the signed VC-JWT in an EnvelopedVerifiableCredential.",
        params: CertificateParams,
        response: { 200: Envelope, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const token = await tokenFor(request.params.code);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="certificate-${request.params.code}.json"`,
        )
        .send(envelope(token));
    },
  );

  app.get(
    '/certificates/:code/verification',
    {
      schema: {
        tags,
        description:
          "Verifies the certificate's own credential: its signature against the public key and its bit in the revocation list.",
        params: CertificateParams,
        response: { 200: CredentialVerification, ...errorResponses(404) },
      },
    },
    async (request) => verifyToken(app.db, app.config, await tokenFor(request.params.code)),
  );

  app.post(
    '/credentials/verify/',
    {
      schema: {
        tags,
        description:
          'Verifies a credential someone was handed (the JSON file, or its token): valid, tampered or revoked, and why.',
        body: VerifyCredentialBody,
        response: {
          200: CredentialVerification,
          ...errorResponses(...BODY_ERRORS, 429),
        },
      },
    },
    async (request) => verifyToken(app.db, app.config, tokenOf(request.body.credential)),
  );
};

/** Staff: revoking a certificate's credential, with a reason (audited). */
const staffCredentialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/certificates/:code/revoke/',
    {
      schema: {
        tags: ['admin'],
        description:
          "Revokes the certificate's credential: its bit in the status list is set, so verification says revoked. Once (409 after).",
        params: CertificateParams,
        body: RevokeCredentialBody,
        response: {
          200: AdminCertificate,
          ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) =>
      auditedWrite(app, request, 'certificates', (tx) =>
        revokeCredential(tx, request.params.code, request.body),
      ),
  );
};

/** Registered inside the back-office's staff-only subtree. */
export async function adminCredentialRoutes(admin: FastifyInstance): Promise<void> {
  await admin.register(
    crudRoutes({
      name: 'certificates',
      schemas: { item: AdminCertificate, query: AdminCertificateQuery },
      service: { list: listCertificates },
    }),
  );
  await admin.register(staffCredentialRoutes);
}
