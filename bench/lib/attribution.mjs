// Which packages the transferred JavaScript is made of: each minified file's bytes are
// attributed to the sources its source map names, then scaled to the file's gzip size. Good enough
// to say where a page's budget goes (it is an estimate: gzip does not compress every part alike).
import fs from 'node:fs';

import { gzipSize } from './sizes.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** Decodes one mappings segment (base64 VLQ) into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** 'webpack://x/../node_modules/@scope/pkg/dist/a.js' → '@scope/pkg'; own code → its app folder. */
function packageOf(source, owner) {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return inModules[1];
  if (/webpack\/runtime/.test(source)) return 'webpack runtime';
  const own = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
  const ownMatch = /^(shared|shell|mf-[a-z]+)\//.exec(own) ?? /^\.\/(src)\//.exec(own);
  if (!ownMatch) return own;
  return ownMatch[1] === 'src' ? `${owner} code` : `${ownMatch[1]} code`;
}

/** Bytes of one minified file, by package. */
function bytesByPackage(file, owner) {
  const code = fs.readFileSync(file, 'utf8');
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
  const lines = code.split('\n');
  const totals = {};
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    const starts = [];
    let column = 0;
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      starts.push({ column, source: sourceDelta === undefined ? null : sourceIndex });
    }
    starts.forEach((start, i) => {
      const end = i + 1 < starts.length ? starts[i + 1].column : line.length;
      const name =
        start.source === null ? '(unmapped)' : packageOf(map.sources[start.source], owner);
      totals[name] = (totals[name] ?? 0) + Math.max(0, end - start.column);
    });
  });
  return totals;
}

/**
 * Packages by estimated gzip bytes over a set of built files.
 * @param {{ file: string, owner: string }[]} files  absolute paths, and the app each belongs to
 */
export function attribute(files) {
  const totals = {};
  for (const { file, owner } of files) {
    if (!fs.existsSync(`${file}.map`)) continue;
    const raw = bytesByPackage(file, owner);
    const rawTotal = Object.values(raw).reduce((a, b) => a + b, 0) || 1;
    const ratio = gzipSize(file) / rawTotal;
    for (const [name, bytes] of Object.entries(raw)) {
      totals[name] = (totals[name] ?? 0) + bytes * ratio;
    }
  }
  return Object.entries(totals)
    .map(([name, bytes]) => ({ name, gzip: Math.round(bytes) }))
    .sort((a, b) => b.gzip - a.gzip);
}
