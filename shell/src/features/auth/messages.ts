// The auth pages' copy, a chunk of their own (the home page does not carry it);
// the Arabic beside it in messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

export const en = {
  pageTitle: 'Login or Register', // (ours) document title
  tabsLabel: 'Login or register', // (ours)
  loginTab: 'Login',
  registerTab: 'Register',
  username: 'Username', // (ours) field labels
  email: 'Email',
  password: 'Password',
  repeatPassword: 'Repeat password',
  loginButton: 'Login',
  forgetPassword: 'Forget Password',
  registerButton: 'Sign in',
  passwordsNotMatched: 'Passwords not Matched',
  loginFailed: 'Wrong Cradnital',
  registerFailed: 'OOOPs , SomeThing Wrong ... Try again later',
};
export type AuthMessages = typeof en;

export const authCatalogue = defineCatalogue('shell-auth', en, {
  ar: () =>
    import(/* webpackChunkName: "shell-auth-ar" */ './messages.ar').then((module) => module.ar),
});
export const useAuthMessages = () => authCatalogue.useMessages();
