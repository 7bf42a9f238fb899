import { Type, type Static } from 'typebox';
import { Body, Text } from './common';

/** The spec's register form: the username is optional (the navigation shows the e-mail). */
export const RegisterBody = Body({
  username: Type.Optional(Text(150)),
  email: Text(254),
  password: Text(128),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Body({ email: Text(254, 1), password: Text(128, 1) });
export type LoginBody = Static<typeof LoginBody>;

/** A signed JWT (HS256, `user_id` + `exp`); authenticated calls send it as a bearer token. */
export const AccessToken = Type.Object({ access: Type.String() });
export type AccessToken = Static<typeof AccessToken>;

export const PasswordResetRequest = Body({ email: Text(254, 1) });
export type PasswordResetRequest = Static<typeof PasswordResetRequest>;

export const PasswordResetConfirmation = Body({ new_password: Text(128), otp: Text(200, 1) });
export type PasswordResetConfirmation = Static<typeof PasswordResetConfirmation>;

/**
 * POST /logout/ (no body) → 200: the token it was sent with is refused from then on (401) and the
 * browser's media pass is expired. A visitor gets 401.
 */
export const LogoutResult = Type.Object({ detail: Type.String() });
export type LogoutResult = Static<typeof LogoutResult>;
