// Starts what the end-to-end suite drives:
//  - an API instance behind nginx, and nginx itself from the rendered production config, serving
//    dist/ (the site as in production): E2E_BASE_URL;
//  - the Node server in site mode, as `npm start` runs it: E2E_NODE_URL;
//  - a local SMTP stand-in receiving the API's mail: E2E_MAIL_DIR;
//  - local stand-ins of PayPal and the geolocation services (the checkout): both servers serve the
//    site with a config.json pointing the browser at them, the APIs use the PayPal one, and the
//    test copy of the CSP allows their origins: E2E_PAYPAL_URL, E2E_GEO_URL.
// The built site must exist (`npm test` builds it before this suite).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { allowInCsp, localSite, startStandIns } from './checkout-standins';
import { startMailStandIn } from './mail-standin';
import { freePort, repoRoot, startApi, startNginx, stopProcess, waitForHttp } from './processes';
import { setRunning, type Stopper } from './running';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script shared with operators
const { renderNginxConfig } = require(path.join(repoRoot, 'nginx', 'render-config.cjs')) as {
  renderNginxConfig: (options: Record<string, unknown>) => string;
};

export default async function globalSetup(): Promise<void> {
  // DIST_DIR: the same variable the build scripts honour (a build elsewhere than dist/).
  const builtSite = process.env.DIST_DIR
    ? path.resolve(process.env.DIST_DIR)
    : path.join(repoRoot, 'dist');
  if (!fs.existsSync(path.join(builtSite, 'remotes.json'))) {
    throw new Error('dist/ has no build: run `npm run build` (npm test does it before e2e).');
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-'));
  const logDir = path.join(repoRoot, 'e2e', 'artifacts');
  fs.mkdirSync(logDir, { recursive: true });
  // Registered as each thing starts, so a failure half-way still stops what did start.
  const stoppers: Stopper[] = [];
  setRunning({ workDir, stoppers });

  try {
    const mailDir = path.join(workDir, 'mail');
    const mail = await startMailStandIn(mailDir);
    stoppers.push(() => mail.stop());

    const standIns = await startStandIns();
    stoppers.push(() => standIns.stop());
    const served = localSite(builtSite, standIns);
    stoppers.push(served.remove);
    const siteDir = served.dir;

    const nginxPort = await freePort();
    const nginxUrl = `http://127.0.0.1:${nginxPort}`;
    // Generous limits: the rate limits themselves are tested in the API suite.
    const extraEnv = { RATE_LIMIT_AUTH_MAX: '1000', TRUST_PROXY: 'true', ...standIns.apiEnv };
    const [api, site] = await Promise.all([
      startApi({
        name: 'api-behind-nginx',
        dataDir: path.join(workDir, 'api'),
        logDir,
        extraEnv: { ...extraEnv, SMTP_URL: mail.url, SITE_URL: nginxUrl },
      }),
      startApi({
        name: 'node-site',
        dataDir: path.join(workDir, 'site'),
        logDir,
        siteDir,
        extraEnv,
      }),
    ]);
    stoppers.push(
      () => stopProcess(api.process),
      () => stopProcess(site.process),
    );

    const prefix = path.join(workDir, 'nginx');
    const config = renderNginxConfig({
      prefix,
      siteDir,
      listen: `127.0.0.1:${nginxPort}`,
      apiServers: [`127.0.0.1:${api.port}`],
      daemon: false,
      authRate: '50r/s',
    });
    allowInCsp(path.join(prefix, 'snippets', 'security-headers.conf'), {
      'script-src': [standIns.paypal.url],
      'connect-src': [standIns.geolocation.url],
    });
    const nginx = startNginx('nginx', config, logDir);
    stoppers.push(() => stopProcess(nginx));
    await waitForHttp(`${nginxUrl}/api/health`);

    process.env.E2E_BASE_URL = nginxUrl;
    process.env.E2E_NODE_URL = site.url;
    process.env.E2E_MAIL_DIR = mailDir;
    process.env.E2E_PAYPAL_URL = standIns.paypal.url;
    process.env.E2E_GEO_URL = standIns.geolocation.url;
  } catch (error) {
    await Promise.all(stoppers.map((stop) => stop()));
    fs.rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
}
