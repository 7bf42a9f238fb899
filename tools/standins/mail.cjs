// @ts-check
// A local stand-in of the academy's SMTP server (no TLS, no auth, 127.0.0.1): the API sends its
// real mail to it (SMTP_URL), and each message lands as a numbered text file in a folder, where
// tests running in other processes than the one that started it can read them.
const fs = require('node:fs');
const path = require('node:path');

const { SMTPServer } = require('smtp-server');

const { decodeQuotedPrintable } = require('./quoted-printable.cjs');

/**
 * @param {{ mailDir: string }} options  where each mail is written (created if missing)
 * @returns {Promise<{ url: string, mailDir: string, stop(): Promise<void> }>}
 */
async function startMailStandIn({ mailDir }) {
  fs.mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const text = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        fs.writeFileSync(path.join(mailDir, `${String(count).padStart(4, '0')}.txt`), text);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  return {
    url: `smtp://127.0.0.1:${port}`,
    mailDir,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * The text of every mail received in `mailDir` so far, oldest first.
 * @param {string} mailDir
 * @returns {string[]}
 */
function receivedMails(mailDir) {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .sort()
    .map((name) => fs.readFileSync(path.join(mailDir, name), 'utf8'));
}

module.exports = { startMailStandIn, receivedMails };
