// Precompressed copies of the built assets (issue 24): `file.br` (brotli, quality 11) and
// `file.gz` (gzip -9) beside each compressible file, made once at build time, so nginx
// (gzip_static, brotli_static) and the Node server of `npm start` (@fastify/static's
// preCompressed) send them without compressing on every request, at a level too slow to use live.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** nginx's gzip_min_length: smaller answers gain nothing from compression. */
const MIN_BYTES = 512;

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the .br and .gz of every compressible file under `dir`; returns how many it wrote. */
export function precompressTree(dir) {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    written += 1;
  }
  return written;
}
