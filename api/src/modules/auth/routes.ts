import {
  AccessToken,
  LoginBody,
  Notice,
  PasswordResetConfirmation,
  PasswordResetRequest,
  RegisterBody,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../lib/errors';
import { BODY_ERRORS, errorResponses } from '../../lib/schemas';
import { issueAccessToken } from '../../plugins/authentication';
import { authRateLimit } from '../../plugins/rate-limit';
import { claimLoginTurn, loginSucceeded } from './login-throttle';
import { checkCredentials, confirmPasswordReset, registerUser, sendPasswordReset } from './service';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limited = authRateLimit(app);

  app.post(
    '/register/',
    {
      schema: {
        tags: ['auth'],
        body: RegisterBody,
        response: { 201: AccessToken, ...errorResponses(...BODY_ERRORS, 429) },
      },
      config: limited,
    },
    async (request, reply) => {
      const userId = await registerUser(app.db, app.config, request.body);
      return reply.code(201).send({ access: issueAccessToken(app, userId, 0, 'learner') });
    },
  );

  app.post(
    '/login/',
    {
      schema: {
        tags: ['auth'],
        body: LoginBody,
        response: { 200: AccessToken, ...errorResponses(...BODY_ERRORS, 401, 429) },
      },
      config: limited,
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const turn = await claimLoginTurn(app.db, app.config.loginThrottle, email);
      if (!turn.allowed) {
        // The words of the per-address limit: nothing here says the account exists.
        return reply
          .code(429)
          .header('retry-after', String(turn.retryAfterSeconds))
          .send({
            detail: `Request was throttled. Expected available in ${turn.retryAfterSeconds} seconds.`,
          });
      }
      const user = await checkCredentials(app.db, app.config, email, password);
      if (user === null) {
        throw new ApiError(401, { detail: 'No active account found with the given credentials' });
      }
      await loginSucceeded(app.db, email);
      return { access: issueAccessToken(app, user.id, user.passwordVersion, user.role) };
    },
  );

  app.post(
    '/auth/password/reset/send/',
    {
      schema: {
        tags: ['auth'],
        body: PasswordResetRequest,
        response: { 200: Notice, ...errorResponses(...BODY_ERRORS, 429) },
      },
      config: limited,
    },
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

  app.post(
    '/auth/password/reset/confirm/',
    {
      schema: {
        tags: ['auth'],
        body: PasswordResetConfirmation,
        response: { 200: Notice, ...errorResponses(...BODY_ERRORS, 429) },
      },
      config: limited,
    },
    async (request) => {
      await confirmPasswordReset(app.db, app.config, request.body.otp, request.body.new_password);
      return { detail: 'Password has been reset with the new password.' };
    },
  );
};

export default authRoutes;
