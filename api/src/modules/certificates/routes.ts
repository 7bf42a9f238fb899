import {
  Certificate,
  CertificateParams,
  ClaimCertificateBody,
  ClaimedCertificate,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { pdfResponse } from '../../lib/pdf';
import { BODY_ERRORS, errorResponses } from '../../lib/schemas';
import { certificateFileName, renderCertificate } from './pdf';
import { credentialToken } from '../credentials/service';
import { claimCertificate, findCertificate, verificationUrl } from './service';

const tags = ['certificates'];

/** Anyone may check a certificate by its code (an employer, PMI's audit); unknown: 404. */
export const certificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const found = async (code: string) => {
    const certificate = await findCertificate(app.db, code);
    if (!certificate) throw notFound();
    return certificate;
  };

  app.get(
    '/certificates/:code/',
    {
      schema: {
        tags,
        params: CertificateParams,
        response: { 200: Certificate, ...errorResponses(404) },
      },
    },
    async (request) => found(request.params.code),
  );

  app.get(
    '/certificates/:code/pdf',
    {
      schema: {
        tags,
        description: 'The certificate as a PDF, with a QR code of its public verification page.',
        params: CertificateParams,
        response: { 200: pdfResponse('The certificate (PDF).'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const certificate = await found(request.params.code);
      const { rows } = await app.db.query<{ pmi_activity_code: string | null }>(
        'SELECT pmi_activity_code FROM certificates WHERE code = $1',
        [certificate.code],
      );
      const { pmi } = app.config.learningRecords;
      const pdf = await renderCertificate(
        certificate,
        verificationUrl(app.config.siteUrl, certificate.code),
        {
          providerName: pmi.providerName,
          providerId: pmi.providerId,
          activityCode: rows[0]?.pmi_activity_code ?? null,
        },
      );
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${certificateFileName(certificate.code)}"`,
        )
        .send(pdf);
    },
  );
};

/** The learner claims their certificate (signed in). */
export const claimCertificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/certificates/',
    {
      schema: {
        tags,
        description:
          'Issues the certificate of a course whose every lesson the learner completed: 201 the first time, 200 with the same code after.',
        body: ClaimCertificateBody,
        response: {
          200: ClaimedCertificate,
          201: ClaimedCertificate,
          ...errorResponses(...BODY_ERRORS, 401, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { created, certificate } = await claimCertificate(
        app.db,
        app.config.siteUrl,
        request.userId,
        request.body,
      );
      // Its Open Badges credential is signed now, beside the PDF (docs/credentials.md).
      if (created) await credentialToken(app.db, app.config, certificate.code);
      return reply.code(created ? 201 : 200).send(certificate);
    },
  );
};
