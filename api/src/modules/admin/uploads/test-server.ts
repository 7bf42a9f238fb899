import type { TestAppOptions, TestContext } from '../../../test/helpers';
import { createTestApp } from '../../../test/helpers';

/**
 * The app listening on 127.0.0.1 (tus bodies stream over a real socket, and a test must be able
 * to cut one off), with staff, admin and learner tokens and the tus calls tests make.
 */
export interface UploadsTestServer {
  ctx: TestContext;
  baseUrl: string;
  tokens: { staff: string; admin: string; learner: string };
  /** POST /api/admin/uploads/ with Upload-Length and Upload-Metadata built from `metadata`. */
  create(length: number, metadata: Record<string, string>, token?: string): Promise<Response>;
  /** PATCH bytes at `offset` (the whole body sent). */
  patch(location: string, offset: number, bytes: Buffer, token?: string): Promise<Response>;
  head(location: string, token?: string): Promise<Response>;
}

export const TUS = { 'tus-resumable': '1.0.0' };

export function uploadMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export async function startUploadsServer(options: TestAppOptions = {}): Promise<UploadsTestServer> {
  const ctx = await createTestApp(options);
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const tokens = {
    staff: ctx.tokenFor(await ctx.userId('staff@academy.com')),
    admin: ctx.tokenFor(await ctx.userId('admin@academy.com')),
    learner: ctx.tokenFor(await ctx.userId('learner@academy.com')),
  };
  const auth = (token: string | undefined): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  return {
    ctx,
    baseUrl,
    tokens,
    create: (length, metadata, token = tokens.staff) =>
      fetch(`${baseUrl}/api/admin/uploads/`, {
        method: 'POST',
        headers: {
          ...TUS,
          ...auth(token),
          'upload-length': String(length),
          'upload-metadata': uploadMetadata(metadata),
        },
      }),
    patch: (location, offset, bytes, token = tokens.staff) =>
      fetch(`${baseUrl}${location}`, {
        method: 'PATCH',
        headers: {
          ...TUS,
          ...auth(token),
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: bytes,
      }),
    head: (location, token = tokens.staff) =>
      fetch(`${baseUrl}${location}`, { method: 'HEAD', headers: { ...TUS, ...auth(token) } }),
  };
}
