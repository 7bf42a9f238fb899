import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/errors';
import { issueAccessToken } from '../../plugins/authentication';
import { authRateLimit } from '../../plugins/rate-limit';
import {
  loginSchema,
  registerSchema,
  resetConfirmSchema,
  resetSendSchema,
  type LoginBody,
  type RegisterBody,
  type ResetConfirmBody,
  type ResetSendBody,
} from './schemas';
import { checkCredentials, confirmPasswordReset, registerUser, sendPasswordReset } from './service';

export default async function authRoutes(app: FastifyInstance) {
  const limited = authRateLimit(app);

  app.post<{ Body: RegisterBody }>(
    '/register/',
    { schema: registerSchema, config: limited },
    async (request, reply) => {
      const userId = await registerUser(app.db, app.config, request.body);
      return reply.code(201).send({ access: issueAccessToken(app, userId) });
    },
  );

  app.post<{ Body: LoginBody }>(
    '/login/',
    { schema: loginSchema, config: limited },
    async (request) => {
      const { email, password } = request.body;
      const userId = await checkCredentials(app.db, app.config, email, password);
      if (userId === null) {
        throw new ApiError(401, { detail: 'No active account found with the given credentials' });
      }
      return { access: issueAccessToken(app, userId) };
    },
  );

  app.post<{ Body: ResetSendBody }>(
    '/auth/password/reset/send/',
    { schema: resetSendSchema, config: limited },
    async (request) => {
      await sendPasswordReset(
        app.db,
        app.config,
        app.services.mailer,
        request.log,
        request.body.email,
      );
      return { detail: 'Password reset e-mail has been sent.' };
    },
  );

  app.post<{ Body: ResetConfirmBody }>(
    '/auth/password/reset/confirm/',
    { schema: resetConfirmSchema, config: limited },
    async (request) => {
      await confirmPasswordReset(app.db, app.config, request.body.otp, request.body.new_password);
      return { detail: 'Password has been reset with the new password.' };
    },
  );
}
