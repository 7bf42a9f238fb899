// Starts what the end-to-end suite drives (tools/stack):
//  - nginx from the rendered production config serving the built site, in front of one API
//    instance: E2E_BASE_URL (once its worker has transcoded the demo lesson videos to HLS);
//  - the Node server in site mode, as `npm start` runs it: E2E_NODE_URL;
//  - a local SMTP stand-in receiving the API's mail: E2E_MAIL_DIR;
//  - local stand-ins of PayPal and the geolocation services (the checkout): both servers serve the
//    site with a config.json pointing the browser at them (so both servers' CSP allows their
//    origins), and the APIs use the PayPal one: E2E_PAYPAL_URL, E2E_GEO_URL;
//  - a learning record store stand-in, which the nginx stack's API reports to on NELC's profile
//    (docs/learning-records.md): E2E_LRS_URL;
//  - local stand-ins of Paymob and Moyasar (their hosted pages, webhooks and control endpoints,
//    docs/payments.md): E2E_PAYMOB_URL, E2E_MOYASAR_URL;
//  - one Chromium, which the files' browsers connect to (tools/browser/chromium.cjs).
// The built site must exist (`npm test` builds it before this suite).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  builtSiteDir,
  repoRoot,
  startApi,
  startSite,
  startThirdParties,
  StopList,
} from '../../../tools/stack/index.cjs';
import { launchChromiumServer } from '../../../tools/browser/chromium.cjs';
import { waitForDemoStreams } from './demo-streams';

// globalSetup and globalTeardown run in the same (parent) process: what was started is kept on
// globalThis between them.
const RUNNING = '__academyE2eRunning';
type Running = { workDir: string; stack: StopList };

export default async function globalSetup(globalConfig?: {
  shard?: { shardIndex: number; shardCount: number } | null;
}): Promise<void> {
  const builtSite = builtSiteDir();
  if (!fs.existsSync(path.join(builtSite, 'remotes.json'))) {
    throw new Error('dist/ has no build: run `npm run build` (npm test does it before e2e).');
  }
  // Every API instance of the suite (this stack's and the files' own, started with this process's
  // environment) and its demo seed hash passwords at scrypt cost 10, not production's 15: a login
  // or registration costs 3 ms of CPU instead of 110, and the suite makes several hundred.
  process.env.SCRYPT_COST ??= '10';
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-'));
  // `npm test` runs the files in shards side by side, each with this stack of its own.
  const shard = globalConfig?.shard;
  const logDir = path.join(repoRoot, 'e2e', 'artifacts', shard ? `shard-${shard.shardIndex}` : '');
  // Registered as each thing starts, so a failure half-way still stops what did start.
  const stack = new StopList();
  (globalThis as Record<string, unknown>)[RUNNING] = { workDir, stack } satisfies Running;

  try {
    const mailDir = path.join(workDir, 'mail');
    // One Chromium for every file: each file's launchChromium() connects to it.
    const chromium = await launchChromiumServer();
    stack.add(() => chromium.close());
    const thirdParties = await startThirdParties({ mailDir, siteDir: builtSite, lrs: true });
    stack.add(thirdParties.stop);
    const siteDir = thirdParties.siteDir!;

    // Generous limits: the rate limits themselves are tested in the API suite.
    const apiEnv = {
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_WRITE_MAX: '1000',
      RATE_LIMIT_COMMENT_MAX: '1000',
      ...thirdParties.apiEnv,
    };
    const [site, nodeSite] = await Promise.all([
      startSite({
        siteDir,
        workDir: path.join(workDir, 'site'),
        logDir,
        authRate: '50r/s',
        apiEnv: {
          ...apiEnv,
          SMTP_URL: thirdParties.mail!.url,
          // Only this stack reports to the LRS: the Node site's database has the same user ids,
          // so its statements would share ids with different contents (a 409 each).
          ...thirdParties.lrs!.apiEnv,
          LRS_PROFILE: 'nelc',
          LRS_SEND_INTERVAL: '1s',
        },
      }),
      startApi({
        name: 'node-site',
        dataDir: path.join(workDir, 'node-site'),
        siteDir,
        logDir,
        env: apiEnv,
      }),
    ]);
    stack.add(site.stop);
    stack.add(() => nodeSite.stop());
    await waitForDemoStreams(site.url);

    process.env.E2E_BASE_URL = site.url;
    process.env.E2E_NODE_URL = nodeSite.url;
    process.env.E2E_MAIL_DIR = mailDir;
    process.env.E2E_PREPARED_DIR = path.join(workDir, 'prepared');
    process.env.E2E_PAYPAL_URL = thirdParties.paypal.url;
    process.env.E2E_GEO_URL = thirdParties.geolocation.url;
    process.env.E2E_LRS_URL = thirdParties.lrs!.url;
    process.env.E2E_PAYMOB_URL = thirdParties.paymob.url;
    process.env.E2E_MOYASAR_URL = thirdParties.moyasar.url;
  } catch (error) {
    await globalTeardown();
    throw error;
  }
}

export async function globalTeardown(): Promise<void> {
  const running = (globalThis as Record<string, unknown>)[RUNNING] as Running | undefined;
  if (!running) return;
  (globalThis as Record<string, unknown>)[RUNNING] = undefined;
  try {
    await running.stack.stopAll();
  } finally {
    fs.rmSync(running.workDir, { recursive: true, force: true });
  }
}
