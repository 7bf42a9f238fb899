// Starts what the end-to-end suite drives:
//  - an API instance behind nginx, and nginx itself from the rendered production config, serving
//    dist/ (the site as in production): E2E_BASE_URL;
//  - the Node server in site mode, as `npm start` runs it: E2E_NODE_URL.
// The built site must exist (`npm test` builds it before this suite).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort, repoRoot, startApi, startProcess, waitForHttp } from './processes';
import { setRunning } from './running';

export default async function globalSetup(): Promise<void> {
  const siteDir = path.join(repoRoot, 'dist');
  if (!fs.existsSync(path.join(siteDir, 'remotes.json'))) {
    throw new Error('dist/ has no build: run `npm run build` (npm test does it before e2e).');
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-'));
  const logDir = path.join(repoRoot, 'e2e', 'artifacts');
  fs.mkdirSync(logDir, { recursive: true });

  // Generous limits: the rate limits themselves are tested in the API suite.
  const extraEnv = { RATE_LIMIT_AUTH_MAX: '1000', TRUST_PROXY: 'true' };
  const [api, site] = await Promise.all([
    startApi({ name: 'api-behind-nginx', dataDir: path.join(workDir, 'api'), logDir, extraEnv }),
    startApi({ name: 'node-site', dataDir: path.join(workDir, 'site'), logDir, siteDir, extraEnv }),
  ]);

  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script shared with operators
  const { renderNginxConfig } = require(path.join(repoRoot, 'nginx', 'render-config.cjs')) as {
    renderNginxConfig: (options: Record<string, unknown>) => string;
  };
  const nginxPort = await freePort();
  const prefix = path.join(workDir, 'nginx');
  const config = renderNginxConfig({
    prefix,
    siteDir,
    listen: `127.0.0.1:${nginxPort}`,
    apiServers: [`127.0.0.1:${api.port}`],
    daemon: false,
    authRate: '50r/s',
  });
  const nginxBinary = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx = startProcess(
    'nginx',
    nginxBinary,
    ['-p', prefix, '-c', config],
    process.env,
    logDir,
  );
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  await waitForHttp(`${nginxUrl}/api/health`);

  process.env.E2E_BASE_URL = nginxUrl;
  process.env.E2E_NODE_URL = site.url;
  setRunning({ workDir, children: [nginx, api.process, site.process] });
}
