// Unsigned JWT-shaped tokens for tests: the client only decodes tokens (the server verifies them).
function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function makeToken(payload: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

export const learnerToken = (userId = 7) =>
  makeToken({ user_id: userId, exp: Math.floor(Date.now() / 1000) + 3600 });
