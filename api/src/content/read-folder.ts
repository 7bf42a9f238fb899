import fs from 'node:fs';
import path from 'node:path';
import { ContentFolder, type ContentFileName } from '@academy/contract';
import { Compile } from 'typebox/compile';
import { everyError } from '../lib/schema-errors';
import { ContentError, schemaProblems } from './problems';

const FILE_NAMES = Object.keys(ContentFolder.properties) as ContentFileName[];
const folderValidator = Compile(ContentFolder);

/**
 * Reads the format's JSON files found in `dir` (each is optional) and checks them against the
 * contract's schema. Every unreadable file and every invalid value is reported at once.
 */
export function readContentFolder(dir: string): ContentFolder {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new ContentError(`${dir}: not a folder`);
  }
  const problems: string[] = [];
  const folder: Record<string, unknown> = {};
  for (const file of FILE_NAMES) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) continue;
    try {
      folder[file] = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message})`);
    }
  }
  problems.push(...schemaProblems(ContentFolder, everyError(folderValidator, folder)));
  if (problems.length > 0) throw new ContentError(problems);
  return folder as ContentFolder;
}
