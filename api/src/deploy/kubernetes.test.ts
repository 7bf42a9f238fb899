import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { REPO_ROOT } from '../paths';

/**
 * The Kubernetes manifests of deploy/kubernetes (docs/topology.md#kubernetes), checked offline
 * against the Kubernetes API's own JSON schemas (kubernetes-models bundles them, compiled), and
 * against what the topology needs of them.
 */

const DIR = path.join(REPO_ROOT, 'deploy', 'kubernetes');

interface Manifest {
  file: string;
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  [key: string]: unknown;
}

const manifests: Manifest[] = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(fs.readFileSync(path.join(DIR, file), 'utf8')).map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
      return { ...(document.toJS() as Omit<Manifest, 'file'>), file } as Manifest;
    }),
  );

/** kubernetes-models' class of a kind: `apps/v1` Deployment → kubernetes-models/apps/v1/Deployment. */
function modelOf(manifest: Manifest): new (data: unknown) => { validate(): void } {
  const group = manifest.apiVersion.includes('/') ? manifest.apiVersion : `v1`;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(`kubernetes-models/${group}/${manifest.kind}`);
  return module[manifest.kind];
}

const byKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);
const named = (kind: string, name: string) => {
  const found = byKind(kind).find((manifest) => manifest.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};

test.each(
  manifests.map((manifest) => [
    `${manifest.file}: ${manifest.kind} ${manifest.metadata.name}`,
    manifest,
  ]),
)('%s is valid by the Kubernetes schema', (_name, manifest) => {
  const { file: _file, ...object } = manifest as Manifest;
  const Model = modelOf(manifest as Manifest);
  expect(() => new Model(object).validate()).not.toThrow();
});

test('the schema check does refuse a wrong manifest', () => {
  const api = named('Deployment', 'academy-api');
  const { file: _file, ...object } = structuredClone(api);
  object.spec!.template.spec.containers[0].ports[0].containerPort = 'eighty';
  const Model = modelOf(api);
  expect(() => new Model(object).validate()).toThrow(/containerPort must be integer/);
});

test.each(['academy-api', 'academy-worker'])(
  '%s is ready by /api/health, asks for resources and reads the shared configuration',
  (name) => {
    const [container] = named('Deployment', name).spec!.template.spec.containers;
    expect(container.readinessProbe.httpGet.path).toBe('/api/health');
    expect(container.resources.requests).toEqual({
      cpu: expect.any(String),
      memory: expect.any(String),
    });
    expect(container.envFrom).toEqual([
      { configMapRef: { name: 'academy-config' } },
      { secretRef: { name: 'academy-secrets' } },
    ]);
  },
);

test('transcodes run in the worker only; migrations in their Job, not at start', () => {
  const env = (name: string) =>
    Object.fromEntries(
      named('Deployment', name).spec!.template.spec.containers[0].env.map(
        (variable: { name: string; value: string }) => [variable.name, variable.value],
      ),
    );
  expect(env('academy-api')).toMatchObject({ MEDIA_WORKER: 'false', MIGRATE_ON_START: 'false' });
  expect(env('academy-worker')).toMatchObject({ MEDIA_WORKER: 'true', MIGRATE_ON_START: 'false' });
  const job = named('Job', 'academy-migrate');
  expect(job.spec!.template.spec.containers[0].args).toEqual([
    'node',
    'api/dist/cli/index.js',
    'migrate',
  ]);
});

test('every Deployment has a disruption budget, and the Services reach their pods', () => {
  for (const deployment of byKind('Deployment')) {
    const labels = deployment.spec!.selector.matchLabels;
    expect(deployment.spec!.template.metadata.labels).toMatchObject(labels);
    const budgets = byKind('PodDisruptionBudget').filter(
      (budget) => JSON.stringify(budget.spec!.selector.matchLabels) === JSON.stringify(labels),
    );
    expect(budgets).toHaveLength(1);
  }
  for (const service of byKind('Service')) {
    const selected = byKind('Deployment').filter((deployment) =>
      Object.entries(service.spec!.selector).every(
        ([key, value]) => deployment.spec!.template.metadata.labels[key] === value,
      ),
    );
    expect(selected).toHaveLength(1);
  }
});
