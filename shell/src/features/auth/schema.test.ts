import {
  LOGIN_ERROR_LIMIT,
  REGISTER_ERROR_LIMIT,
  limitErrors,
  validateLogin,
  validateRegister,
} from './schema';

const goodAccount = {
  username: 'sara',
  email: 'sara@example.com',
  password: 'Secret123',
  repeatPassword: 'Secret123',
};

describe('login and register rules', () => {
  it('limits: login shows 2 messages, register 1', () => {
    expect(LOGIN_ERROR_LIMIT).toBe(2);
    expect(REGISTER_ERROR_LIMIT).toBe(1);
    expect(limitErrors(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(limitErrors(['a'], 2)).toEqual(['a']);
  });

  it('collects every login problem in field order', async () => {
    expect(await validateLogin({ email: 'abc', password: '' })).toEqual([
      'Email must be a valid email',
      'Email must end with .com or .net',
      'Password is required',
    ]);
    expect(await validateLogin({ email: 'sara@example.net', password: 'x' })).toEqual([]);
  });

  it("puts 'Passwords not Matched' first, then the schema's messages", async () => {
    expect(await validateRegister({ ...goodAccount, repeatPassword: 'Secret124' })).toEqual([
      'Passwords not Matched',
    ]);
    expect(
      await validateRegister({ ...goodAccount, email: 'x', password: 'short', repeatPassword: '' }),
    ).toEqual([
      'Passwords not Matched',
      'Email must be a valid email',
      'Email must end with .com or .net',
      'Password must be at least 8 characters',
      'Password must contain an uppercase letter',
    ]);
    expect(await validateRegister(goodAccount)).toEqual([]);
  });

  it('does not require a username', async () => {
    expect(await validateRegister({ ...goodAccount, username: '' })).toEqual([]);
  });
});
