import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  cspSourcesOfConfigFile,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from '../../../nginx/security-headers.cjs';

type Headers = Array<[string, string]>;

/**
 * Sets the site's security headers on a reply: the ones nginx sends (nginx/security-headers.cjs,
 * one source for both), with the origins the served config.json names. config.json is read again
 * when it changes, as it is served: an operator's edit needs no restart.
 */
export function securityHeadersFor(siteDir: string) {
  const configFile = path.join(siteDir, 'config.json');
  let cached: { mtimeMs: number; headers: Headers } | undefined;

  function current(): Headers {
    let mtimeMs = -1;
    try {
      mtimeMs = fs.statSync(configFile).mtimeMs;
    } catch {
      // No config.json: the front end runs on its defaults, and so does the policy.
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const cspAdditions = cspSourcesOfConfigFile(configFile);
      cached = { mtimeMs, headers: securityHeaders({ cspAdditions }) };
    }
    return cached.headers;
  }

  return function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
    for (const [name, value] of current()) reply.header(name, value);
    // https only when a trusted proxy (TRUST_PROXY) says the browser came by TLS.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
  };
}
