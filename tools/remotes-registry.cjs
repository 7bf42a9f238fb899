// The remotes registry (remotes.registry.json at the root), read and checked once for the node
// side: the build, deploy, typecheck, tests and the webpack helper. The shell reads the same file
// at build time through @academy/shared (shared/src/app/remote-registry.ts).
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');
const registryPath = path.join(repoRoot, 'remotes.registry.json');
const ACCESS = ['public', 'learner', 'staff'];
const NAME = /^[a-z][a-z0-9]*$/;
const PREFIX = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Every problem of the registry at once, so one edit fixes them all. */
function problemsOf(registry) {
  const problems = [];
  const remotes = registry?.remotes;
  if (typeof remotes !== 'object' || remotes === null) return ['"remotes" must be an object'];
  const ports = new Map();
  const prefixes = new Map();
  for (const [name, remote] of Object.entries(remotes)) {
    const where = `remotes.${name}`;
    if (!NAME.test(name)) problems.push(`${where}: the name must be lower-case letters and digits`);
    if (typeof remote.package !== 'string' || !fs.existsSync(path.join(repoRoot, remote.package)))
      problems.push(`${where}.package: no folder "${remote.package}" at the repository root`);
    if (!Number.isInteger(remote.devPort)) problems.push(`${where}.devPort: must be an integer`);
    else if (ports.has(remote.devPort))
      problems.push(
        `${where}.devPort: ${remote.devPort} is already ${ports.get(remote.devPort)}'s`,
      );
    else ports.set(remote.devPort, name);
    if (!ACCESS.includes(remote.access))
      problems.push(`${where}.access: must be one of ${ACCESS.join(', ')}`);
    const exposed = Object.keys(remote.exposes ?? {}).map((key) => key.replace(/^\.\//, ''));
    if (exposed.length === 0) problems.push(`${where}.exposes: exposes nothing`);
    const mounts = Array.isArray(remote.mounts) ? remote.mounts : [];
    if (mounts.length === 0) problems.push(`${where}.mounts: mounts no route prefix`);
    for (const [index, mount] of mounts.entries()) {
      const at = `${where}.mounts[${index}]`;
      if (!PREFIX.test(mount.prefix ?? '')) problems.push(`${at}.prefix: one path segment`);
      const key = String(mount.prefix).toLowerCase();
      // The router matches case-insensitively: /blog and /Blog are one prefix.
      if (prefixes.has(key))
        problems.push(`${at}.prefix: "${mount.prefix}" is already ${prefixes.get(key)}'s`);
      else prefixes.set(key, name);
      if (!exposed.includes(mount.module))
        problems.push(`${at}.module: "${mount.module}" is not in ${where}.exposes`);
      if (typeof mount.area !== 'string' || !mount.area)
        problems.push(`${at}.area: the words for the fallback message ("the blog")`);
    }
    for (const [section, module] of Object.entries(remote.homeSections ?? {})) {
      if (!exposed.includes(module))
        problems.push(`${where}.homeSections.${section}: "${module}" is not in ${where}.exposes`);
    }
  }
  return problems;
}

function loadRegistry() {
  const registry = JSON.parse(fs.readFileSync(registryPath, 'utf8'));
  const problems = problemsOf(registry);
  if (problems.length > 0) {
    throw new Error(
      `${registryPath} has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`,
    );
  }
  return registry;
}

const { remotes } = loadRegistry();

/** Remote short name (federation name, remotes.json key) → package folder. */
const REMOTE_PACKAGES = Object.fromEntries(
  Object.entries(remotes).map(([name, remote]) => [name, remote.package]),
);

/** The registry entry of the remote living in `dir` (its package folder), with its name. */
function remoteInFolder(dir) {
  const folder = path.basename(path.resolve(dir));
  const found = Object.entries(remotes).find(([, remote]) => remote.package === folder);
  if (!found) throw new Error(`${folder} is not a remote of ${registryPath}`);
  return { name: found[0], ...found[1] };
}

/** The manifest the shell's dev server answers: every remote from its own dev server. */
function devManifest(host = '127.0.0.1') {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, remote]) => [
      name,
      `http://${host}:${remote.devPort}/remoteEntry.js`,
    ]),
  );
}

module.exports = { remotes, REMOTE_PACKAGES, remoteInFolder, devManifest, problemsOf };
