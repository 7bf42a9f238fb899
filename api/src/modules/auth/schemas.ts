import { objectSchema, text } from '../../lib/schemas';

const accessResponse = {
  type: 'object',
  properties: { access: { type: 'string' } },
} as const;

export const registerSchema = {
  // The spec's register form has an optional username: the navigation shows the e-mail instead.
  body: objectSchema({ username: text(150), email: text(254), password: text(128) }, [
    'email',
    'password',
  ]),
  response: { 201: accessResponse },
};

export const loginSchema = {
  body: objectSchema({ email: text(254, 1), password: text(128, 1) }, ['email', 'password']),
  response: { 200: accessResponse },
};

export const resetSendSchema = {
  body: objectSchema({ email: text(254, 1) }, ['email']),
};

export const resetConfirmSchema = {
  body: objectSchema({ new_password: text(128), otp: text(200, 1) }, ['new_password', 'otp']),
};

export interface RegisterBody {
  username?: string;
  email: string;
  password: string;
}
export interface LoginBody {
  email: string;
  password: string;
}
export interface ResetSendBody {
  email: string;
}
export interface ResetConfirmBody {
  new_password: string;
  otp: string;
}
