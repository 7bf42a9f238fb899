// @ts-check
// Scratch PostgreSQL databases: created on the local server named by an admin URL (the
// TEST_DATABASE_URL convention: postgres://postgres@127.0.0.1:5432/test), dropped at the end.
// PGlite needs no server: an API instance keeps its PGlite database in its own DATA_DIR.
const { randomBytes } = require('node:crypto');

/** The PostgreSQL server the tests, the bench and the load test create their databases on. */
const DEFAULT_ADMIN_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** @typedef {{ url: string, drop(): Promise<void> }} ScratchDatabase */

/**
 * @param {string} adminUrl  a database on the server where this role may CREATE DATABASE
 * @returns {Promise<ScratchDatabase>}
 */
async function createScratchDatabase(adminUrl) {
  const name = `academy_stack_${randomBytes(4).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * @param {string} adminUrl
 * @param {string} statement
 */
async function onServer(adminUrl, statement) {
  // Loaded when needed: only the PostgreSQL stacks use it.
  const { Client } = require('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

module.exports = { DEFAULT_ADMIN_DATABASE_URL, createScratchDatabase };
