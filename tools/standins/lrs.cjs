// A local stand-in of a learning record store's xAPI statements resource (docs/learning-records.md),
// for tests and `npm start`: POST (one statement or an array) and PUT ?statementId= store
// statements, GET answers one by id or all as a StatementResult. Every call must send
// X-Experience-API-Version 1.0.x (400 otherwise) and, when credentials are set, Basic auth (401).
// A statement whose id is known is not stored twice: the same statement again is accepted, a
// different one is refused with 409 Conflict and nothing of its batch is stored, as the spec says.
// Tests can make it answer 503 (down) or a chosen 4xx: POST /__standin/mode {"status": 503}.
const { randomUUID } = require('node:crypto');
const { listen, readBody, send } = require('./http.cjs');

/** The statement as the LRS compares it: what the client sent, without what the LRS adds. */
function comparable(statement) {
  const rest = { ...statement };
  for (const added of ['stored', 'authority', 'version']) delete rest[added];
  return JSON.stringify(rest);
}

/**
 * @param {object} [options]
 * @param {string} [options.username]
 * @param {string} [options.password]
 */
async function startLrsStandIn(options = {}) {
  const username = options.username ?? 'academy-lrs-key';
  const password = options.password ?? 'academy-lrs-secret';
  /** @type {Map<string, object>} */
  const statements = new Map();
  let failWith = null;
  const requests = [];

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://standin');
    if (url.pathname === '/__standin/mode' && req.method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}');
      failWith = body.status ?? null;
      return send(res, 200, { status: failWith });
    }
    if (url.pathname !== '/xapi/statements') return send(res, 404, { message: 'Not found' });
    requests.push({ method: req.method, at: Date.now() });
    if (!/^1\.0(\.\d)?$/.test(String(req.headers['x-experience-api-version'] ?? ''))) {
      return send(res, 400, { message: 'X-Experience-API-Version header missing or unsupported' });
    }
    const expected = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return send(res, 401, { message: 'Unauthorized' });
    if (failWith !== null)
      return send(res, failWith, { message: `stand-in answering ${failWith}` });
    res.setHeader('x-experience-api-version', '1.0.3');

    if (req.method === 'GET') {
      const id = url.searchParams.get('statementId');
      if (id) {
        const found = statements.get(id);
        return found ? send(res, 200, found) : send(res, 404, { message: 'No such statement' });
      }
      return send(res, 200, { statements: [...statements.values()], more: '' });
    }
    if (req.method !== 'POST' && req.method !== 'PUT')
      return send(res, 405, { message: 'Method not allowed' });
    let body;
    try {
      body = JSON.parse(await readBody(req, 4 * 1024 * 1024));
    } catch {
      return send(res, 400, { message: 'The body is not JSON' });
    }
    let batch = Array.isArray(body) ? body : [body];
    if (req.method === 'PUT') {
      const id = url.searchParams.get('statementId');
      if (!id || Array.isArray(body))
        return send(res, 400, { message: 'PUT takes one statement and its statementId' });
      if (body.id !== undefined && body.id !== id)
        return send(res, 400, { message: 'statementId and id differ' });
      batch = [{ ...body, id }];
    }
    for (const statement of batch) {
      if (
        !statement ||
        typeof statement !== 'object' ||
        !statement.actor ||
        !statement.verb ||
        !statement.object
      ) {
        return send(res, 400, { message: 'A statement needs an actor, a verb and an object' });
      }
      const known = statement.id && statements.get(statement.id);
      if (known && comparable(known) !== comparable(statement)) {
        return send(res, 409, { message: `Statement ${statement.id} already exists and differs` });
      }
    }
    const ids = [];
    const now = new Date().toISOString();
    for (const statement of batch) {
      const id = statement.id ?? randomUUID();
      if (!statements.has(id))
        statements.set(id, { ...statement, id, stored: now, version: '1.0.3' });
      ids.push(id);
    }
    if (req.method === 'PUT') {
      res.writeHead(204);
      return res.end();
    }
    return send(res, 200, ids);
  }

  const server = await listen(handle, { host: options.host, port: options.port });
  return {
    url: server.url,
    /** LRS_ENDPOINT. */
    endpoint: `${server.url}/xapi`,
    username,
    password,
    apiEnv: { LRS_ENDPOINT: `${server.url}/xapi`, LRS_USERNAME: username, LRS_PASSWORD: password },
    /** Every statement stored, in the order first stored. */
    statements: () => [...statements.values()],
    /** How many calls reached the statements resource. */
    requestCount: () => requests.length,
    /** null: answer normally; a status: answer it to every statements call. */
    failWith(status) {
      failWith = status;
    },
    stop: server.stop,
  };
}

module.exports = { startLrsStandIn };
