// Builds unsigned JWT-shaped tokens for tests: the client only decodes (the server verifies).
function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function makeToken(payload: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
