// `npm start`: builds everything, prepares the embedded database with demo content, and serves
// the whole site (shell, remotes, manifest, config and /api) on http://127.0.0.1:8080.
// PORT and HOST override the address; SKIP_BUILD=1 reuses the last build.
// Payments run in local sandbox mode unless PAYPAL_API_BASE is set: local stand-ins of PayPal and
// of the geolocation services start on free loopback ports, the API is pointed at the PayPal one,
// and the site is served with a config.json pointing the browser at them (the build's config.json
// is left as it is).
// Learning records (docs/learning-records.md): unless LRS_ENDPOINT is set, a local learning record
// store stand-in starts too, on NELC's profile unless LRS_PROFILE says otherwise, so the national
// ID and the statements can be seen locally (its statements: GET <its url>/xapi/statements).
import { spawn } from 'node:child_process';
import path from 'node:path';

import standIns from '../tools/standins/index.cjs';
import { distDir, repoRoot } from './lib/apps.mjs';
import { runOrExit } from './lib/run.mjs';

const env = {
  ...process.env,
  SITE_DIR: process.env.SITE_DIR ?? distDir,
  PORT: process.env.PORT ?? '8080',
  HOST: process.env.HOST ?? '127.0.0.1',
};

if (process.env.SKIP_BUILD !== '1') {
  await runOrExit(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs')], { env });
}

const cli = path.join(repoRoot, 'api', 'dist', 'cli', 'index.js');
await runOrExit(process.execPath, [cli, 'migrate'], { env });
await runOrExit(process.execPath, [cli, 'seed-demo'], { env });

if (!process.env.PAYPAL_API_BASE) {
  const running = await standIns.startCheckoutStandIns();
  // Paymob and Moyasar as well, each unless its own keys are set (docs/payments.md).
  for (const [name, value] of Object.entries(running.apiEnv)) {
    const provider = name.split('_')[0];
    if (!Object.keys(process.env).some((key) => key.startsWith(`${provider}_`))) env[name] = value;
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data'));
  env.SITE_DIR = standIns.writeLocalSite({
    siteDir: env.SITE_DIR,
    dir: path.join(dataDir, 'local-site'),
    standIns: running,
  });
  console.log(
    `Payments in local sandbox mode: PayPal stand-in on ${running.paypal.url}, geolocation stand-in on ${running.geolocation.url} (set PAYPAL_API_BASE, PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET for PayPal itself); Paymob stand-in on ${running.paymob.url}, Moyasar stand-in on ${running.moyasar.url} unless PAYMOB_* / MOYASAR_* keys are set.`,
  );
}

if (!process.env.LRS_ENDPOINT) {
  const lrs = await standIns.startLrsStandIn();
  Object.assign(env, lrs.apiEnv, { LRS_PROFILE: process.env.LRS_PROFILE ?? 'nelc' });
  console.log(
    `Learning records go to the LRS stand-in on ${lrs.url} (profile ${env.LRS_PROFILE}; Basic ${lrs.username}:${lrs.password}); set LRS_ENDPOINT, LRS_USERNAME and LRS_PASSWORD for a real LRS.`,
  );
}

// The server is this script's child: Ctrl+C or SIGTERM reaches it and it shuts down gracefully.
const server = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'server.js')], {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
