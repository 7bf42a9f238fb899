// How the topology's reads scale with API instances (issue 40, docs/topology.md#figures): nginx in
// front of one instance, then of three, on a scratch database of the same PostgreSQL server, in the
// same run. The read is the course detail as a signed-in learner asks for it: nginx's microcache
// skips requests that carry Authorization, so every one reaches an instance. Loopback, bounded.
import path from 'node:path';

import { startSite } from '../../tools/stack/index.cjs';
import { INSTANCE_WARMUP_SECONDS, loadSummary } from './api-load.mjs';
import { call } from './learners.mjs';
import { generateLoad } from './load.mjs';

/**
 * @param {object} options
 * @param {string} options.siteDir
 * @param {string} options.workDir
 * @param {string} options.adminDatabaseUrl  the PostgreSQL server the scratch databases go on
 * @param {number[]} options.instanceCounts  e.g. [1, 3]
 * @param {number} options.connections
 * @param {number} options.seconds
 */
export async function measureScaling({
  siteDir,
  workDir,
  adminDatabaseUrl,
  instanceCounts,
  connections,
  seconds,
}) {
  const runs = [];
  for (const instances of instanceCounts) {
    const site = await startSite({
      siteDir,
      workDir: path.join(workDir, `scale-${instances}`),
      postgres: adminDatabaseUrl,
      instances,
    });
    try {
      const login = await call(site.url, 'POST', '/api/login/', null, {
        email: 'learner@academy.com',
        password: 'Academy2023',
      });
      if (login.status !== 200) throw new Error(`login answered ${login.status}`);
      const courses = (await call(site.url, 'GET', '/api/courses/')).body;
      const courseId = (Array.isArray(courses) ? courses : courses.results)[0].id;
      const options = {
        url: `${site.url}/api/courses/${courseId}`,
        connections,
        headers: { authorization: `Bearer ${login.body.access}` },
      };
      // Every instance warmed as api-load.mjs warms one (nginx spreads the load over them).
      await generateLoad({ ...options, duration: INSTANCE_WARMUP_SECONDS });
      const figures = loadSummary(await generateLoad({ ...options, duration: seconds }));
      runs.push({ instances, ...figures });
    } finally {
      await site.stop();
    }
  }
  const one = runs.find((run) => run.instances === 1);
  return {
    connections,
    seconds,
    runs: runs.map((run) => ({
      ...run,
      timesOne: one?.requestsPerSecond ? run.requestsPerSecond / one.requestsPerSecond : null,
    })),
  };
}
