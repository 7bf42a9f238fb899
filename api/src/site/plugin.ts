import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendManifest } from '../modules/releases/routes';
import { cacheControlFor, NO_CACHE } from './cache';
import { securityHeadersFor } from './security-headers';

/** A name ending in an extension is a file (served or 404); any other path is a page. */
const FILE_NAME = /\.[A-Za-z0-9]{1,8}$/;

/**
 * Site mode: the built front end served by the API's own server, on the same origin.
 *   /remotes.json[?plan=1]           the database's live versions (as /api/remotes.json), or
 *                                    SITE_DIR/remotes.json while none is registered
 *   /config.json                     from SITE_DIR
 *   /remotes/**                      from SITE_DIR/remotes
 *   everything else                  from SITE_DIR/shell; a path without a file extension
 *                                    outside /api is a page: shell/index.html when no file has
 *                                    that name, whatever the Accept header (as nginx does).
 * Every answer carries the site's security headers, the same as nginx's (./security-headers.ts).
 */
export default async function sitePlugin(app: FastifyInstance, options: { siteDir: string }) {
  const siteDir = path.resolve(options.siteDir);
  const shellDir = path.join(siteDir, 'shell');
  const remotesDir = path.join(siteDir, 'remotes');

  // preCompressed: the build's file.br / file.gz (scripts/lib/precompress.mjs), as nginx sends them.
  await app.register(fastifyStatic, { root: siteDir, serve: false, preCompressed: true });
  const sendOptions = { cacheControl: false, dotfiles: 'deny', index: false } as const;
  const setSecurityHeaders = securityHeadersFor(siteDir);

  function isFile(file: string): boolean {
    try {
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  }

  function send(reply: FastifyReply, root: string, relative: string) {
    reply.header('cache-control', cacheControlFor(relative));
    // A cache keeps the brotli, gzip and plain answers apart.
    reply.header('vary', 'Accept-Encoding');
    return reply.sendFile(relative, root, sendOptions);
  }

  app.get('/*', async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0] as string);
    } catch {
      return reply.callNotFound();
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    setSecurityHeaders(request, reply);
    const segments = pathname.split('/').filter(Boolean);
    if (segments.some((s) => s === '..' || s === '.' || s.startsWith('.') || s.includes('\0'))) {
      return reply.callNotFound();
    }
    const relative = segments.join('/');
    if (relative === 'remotes.json') {
      // The database's manifest (issue 23); the file until a release is registered there.
      const manifest = await app.releases.manifest();
      if (!manifest) return send(reply, siteDir, relative);
      // `?plan=1`: with the previous versions and the canaries (docs/releases.md#the-plan).
      const plan = new URLSearchParams(request.url.split('?')[1] ?? '').get('plan') === '1';
      return sendManifest(request, reply, plan ? await app.releases.plan() : manifest);
    }
    if (relative === 'config.json') {
      return send(reply, siteDir, relative);
    }
    if (segments[0] === 'remotes') {
      const inner = segments.slice(1).join('/');
      if (inner && isFile(path.join(remotesDir, inner))) return send(reply, remotesDir, inner);
      return reply.callNotFound();
    }
    if (relative && isFile(path.join(shellDir, relative))) return send(reply, shellDir, relative);
    if (!FILE_NAME.test(pathname)) {
      reply.header('cache-control', NO_CACHE);
      reply.header('vary', 'Accept-Encoding');
      return reply.type('text/html; charset=utf-8').sendFile('index.html', shellDir, sendOptions);
    }
    return reply.callNotFound();
  });
}
