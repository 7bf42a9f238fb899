// The password reset pages' copy, a chunk of their own (the home page does not carry it);
// the Arabic beside it in messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

export const en = {
  sendTitle: 'Forgot your password?', // (ours)
  sendIntro:
    'Enter your email, which you are logging in with, and check the inbox. You will get the link to reset the password.',
  email: 'Email',
  emailRequired: 'Email is required', // (ours) same words as the account schemas
  sendButton: 'Send Reset Link',
  sent: 'Password link sent to your mail.',
  emailNotFound: 'Email does not exist',
  sendFailed: 'Something wrong occurred, please try again later',

  confirmTitle: 'Set a new password', // (ours)
  newPassword: 'New password', // (ours)
  repeatPassword: 'Repeat password', // (ours)
  saveButton: 'Save',
  mismatch: 'Passwords do not match',
  saveFailed: 'Something wrong occured, please try again later',
  saved: 'Your password has been changed. You can log in now.', // (ours) spec shows no text
};
export type PasswordResetMessages = typeof en;

export const passwordResetCatalogue = defineCatalogue('shell-password-reset', en, {
  ar: () =>
    import(/* webpackChunkName: "shell-password-reset-ar" */ './messages.ar').then(
      (module) => module.ar,
    ),
});
export const usePasswordResetMessages = () => passwordResetCatalogue.useMessages();
