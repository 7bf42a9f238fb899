// Sizes read from the build itself (no browser): every JavaScript file gzipped at nginx's level,
// the shell's initial JavaScript (what index.html loads and preloads), and for each remote its
// remoteEntry.js plus the chunks each exposed module needs before it can run ("first chunks").
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// nginx/templates/academy.conf.template: gzip_comp_level 6.
const GZIP_LEVEL = 6;
// A string of the federation runtime's own logger: in a remote's files it means the remote
// carries its own copy of the runtime instead of using the one the shell provides.
const RUNTIME_MARKER = 'Federation Runtime';

export const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(file), { level: GZIP_LEVEL }).length;

function jsFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => ({
      file: name,
      bytes: fs.statSync(path.join(dir, name)).size,
      gzip: gzipSize(path.join(dir, name)),
    }));
}

/**
 * The scripts index.html starts: the build's list in <script type="application/json"
 * id="app-files"> (added as tags after the first paint, shell/public/page-start.cjs), preloads first,
 * then main.js; or, on a page built without that list, its own script and preload tags.
 */
function initialScripts(shellDir) {
  const html = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  const list = /<script type="application\/json" id="app-files">(.*?)<\/script>/s.exec(html)?.[1];
  if (list) {
    const { preload, scripts } = JSON.parse(list.replace(/\\u003c/g, '<'));
    return [...preload.filter((file) => file.as === 'script').map((file) => file.href), ...scripts]
      .filter((src) => src.endsWith('.js'))
      .map((src) => src.replace(/^\//, ''));
  }
  const sources = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script');
    const isPreload = /rel="?preload"?/.test(tag) && /as="?script"?/.test(tag);
    if (!isScript && !isPreload) continue;
    const src = /(?:src|href)="?([^"\s>]+)/.exec(tag)?.[1];
    if (src?.endsWith('.js')) sources.push(src.replace(/^\//, ''));
  }
  return sources;
}

/**
 * './routes' → the chunk ids its loader asks for, read from remoteEntry.js's container map
 * (`"./routes":()=>Promise.all([r.e(689),r.e(488)]).then(...)`).
 */
export function exposedChunks(remoteEntrySource) {
  const exposes = {};
  for (const match of remoteEntrySource.matchAll(/"(\.\/[^"]+)":\(\)=>(.*?)\.then\(/g)) {
    exposes[match[1]] = [...match[2].matchAll(/\.e\((\d+|"[^"]+")\)/g)].map((m) =>
      m[1].replace(/"/g, ''),
    );
  }
  return exposes;
}

/**
 * What loads a payment provider's script into our page, by the text its chunk carries: the PayPal
 * JS SDK's loader (`…/sdk/js?client-id=…`). Paymob and Moyasar have none: their hosted pages take
 * the learner away (docs/payments.md).
 */
export const PROVIDER_SCRIPT_MARKERS = { 'PayPal JS SDK loader': 'sdk/js' };

/**
 * The checkout's payment step (docs/payments.md, issue 36): which of the checkout remote's chunks
 * load a provider's script, and whether any is among what /Checkout/{id} loads first (remoteEntry
 * and the first chunks of './routes'). None should be: they come with the payment step.
 */
function paymentStep(versionDir, files, exposes) {
  const first = new Set(exposes['./routes']?.chunks ?? []);
  const providerChunks = [];
  for (const file of files) {
    const source = fs.readFileSync(path.join(versionDir, file.file), 'utf8');
    for (const [what, marker] of Object.entries(PROVIDER_SCRIPT_MARKERS)) {
      if (source.includes(marker))
        providerChunks.push({
          ...file,
          what,
          firstLoad: first.has(file.file) || file.file === 'remoteEntry.js',
        });
    }
  }
  return {
    firstLoadGzip: exposes['./routes']?.entryPlusFirstGzip ?? null,
    providerChunks,
    providerChunksGzip: providerChunks.reduce((sum, f) => sum + f.gzip, 0),
    inFirstLoad: providerChunks.filter((f) => f.firstLoad).map((f) => f.file),
  };
}

export function measureSizes(distDir) {
  const shellDir = path.join(distDir, 'shell');
  const shellFiles = jsFiles(shellDir);
  const byName = new Map(shellFiles.map((f) => [f.file, f]));
  const initial = initialScripts(shellDir).map((file) => byName.get(file) ?? { file, gzip: 0 });

  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'remotes.json'), 'utf8'));
  const remotes = {};
  for (const [name, entryUrl] of Object.entries(manifest)) {
    const versionDir = path.join(distDir, path.dirname(entryUrl));
    const files = jsFiles(versionDir);
    const entry = files.find((f) => f.file === 'remoteEntry.js');
    const entrySource = fs.readFileSync(path.join(versionDir, 'remoteEntry.js'), 'utf8');
    const exposes = {};
    for (const [expose, chunkIds] of Object.entries(exposedChunks(entrySource))) {
      // Chunks named by id: assets/<id>.<hash>.js. Ids without a file hold only shared-module
      // references (served by the shell), so they cost nothing here.
      const chunks = chunkIds
        .map((id) => files.find((f) => new RegExp(`^assets/${id}\\.[0-9a-f]+\\.js$`).test(f.file)))
        .filter(Boolean);
      const firstChunksGzip = chunks.reduce((sum, f) => sum + f.gzip, 0);
      const ownRuntime = [entry, ...chunks].some((f) =>
        fs.readFileSync(path.join(versionDir, f.file), 'utf8').includes(RUNTIME_MARKER),
      );
      exposes[expose] = {
        chunks: chunks.map((f) => f.file),
        firstChunksGzip,
        entryPlusFirstGzip: entry.gzip + firstChunksGzip,
        ownRuntime,
      };
    }
    remotes[name] = {
      version: path.basename(versionDir),
      ...(name === 'checkout'
        ? {
            paymentStep: paymentStep(
              versionDir,
              files.filter((f) => !/^main\./.test(path.basename(f.file))),
              exposes,
            ),
          }
        : {}),
      entryGzip: entry.gzip,
      exposes,
      // main.*.js is the remote's standalone page for its own team; the shell never loads it.
      chunks: files.filter((f) => f.file !== 'remoteEntry.js'),
      allChunksGzip: files
        .filter((f) => f.file !== 'remoteEntry.js')
        .reduce((s, f) => s + f.gzip, 0),
    };
  }
  return {
    shell: {
      initial,
      initialGzip: initial.reduce((sum, f) => sum + f.gzip, 0),
      allGzip: shellFiles.reduce((sum, f) => sum + f.gzip, 0),
      files: shellFiles,
    },
    remotes,
  };
}
