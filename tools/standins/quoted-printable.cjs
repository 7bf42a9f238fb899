// @ts-check
// Mail bodies arrive quoted-printable; the stand-ins and the API's tests read them decoded.

/**
 * Undoes quoted-printable soft line breaks and escapes, so links read as they were sent.
 * @param {string} raw
 * @returns {string}
 */
function decodeQuotedPrintable(raw) {
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

module.exports = { decodeQuotedPrintable };
