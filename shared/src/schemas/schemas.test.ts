import {
  collectValidationErrors,
  loginSchema,
  registerSchema,
  strongPassword,
  yup,
} from './validation';

describe('account schemas', () => {
  it('collects every login message, not just the first', async () => {
    expect(await collectValidationErrors(loginSchema, { email: '', password: '' })).toEqual([
      'Email is required',
      'Password is required',
    ]);
    expect(await collectValidationErrors(loginSchema, { email: 'abc', password: '' })).toEqual([
      'Email must be a valid email',
      'Email must end with .com or .net',
      'Password is required',
    ]);
  });

  it('accepts only .com and .net addresses', async () => {
    const ok = { password: 'x' };
    expect(await collectValidationErrors(loginSchema, { ...ok, email: 'a@b.com' })).toEqual([]);
    expect(await collectValidationErrors(loginSchema, { ...ok, email: 'a@b.NET' })).toEqual([]);
    expect(await collectValidationErrors(loginSchema, { ...ok, email: 'a@b.org' })).toEqual([
      'Email must end with .com or .net',
    ]);
  });

  it('requires a register password of 8+ characters with upper and lower case', async () => {
    const errors = (password: string) =>
      collectValidationErrors(registerSchema, { username: 'u', email: 'a@b.com', password });
    expect(await errors('Abcdefgh')).toEqual([]);
    expect(await errors('abc')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain an uppercase letter',
    ]);
    expect(await errors('ABCDEFGH')).toEqual(['Password must contain a lowercase letter']);
  });

  it('rethrows what is not a validation error', async () => {
    const broken = yup.object({
      field: strongPassword().test('boom', 'never', () => {
        throw new TypeError('bug');
      }),
    });
    await expect(collectValidationErrors(broken, { field: 'Abcdefgh' })).rejects.toThrow('bug');
  });
});
