import { CONTACT_EMAIL_PATTERN, validateContact } from './schema';

describe('contact e-mail rule', () => {
  it.each(['sara@example.com', 'sara.k-m@mail.net', 'S4RA@ab.io', '...@gmail.com'])(
    'accepts %s',
    (email) => expect(CONTACT_EMAIL_PATTERN.test(email)).toBe(true),
  );

  it.each([
    'sara@example',
    'sara@e.com',
    'sara@example.c',
    'sara_k@example.com',
    'sara+x@example.com',
    'sara@mail.example.com',
    'sara@ex4mple.com',
    '@example.com',
  ])('rejects %s', (email) => expect(CONTACT_EMAIL_PATTERN.test(email)).toBe(false));

  it('requires the e-mail only; name and message are optional', async () => {
    expect(await validateContact({ from_name: '', email: '', message: '' })).toEqual([
      'Email is required',
    ]);
    expect(await validateContact({ from_name: '', email: 'nope', message: '' })).toEqual([
      'Enter a valid email address, like name@example.com',
    ]);
    expect(
      await validateContact({ from_name: '', email: 'sara@example.com', message: '' }),
    ).toEqual([]);
  });
});
