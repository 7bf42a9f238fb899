import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaArea, MediaStore } from './media-store';
import { ContentError } from './problems';

/** A media file named by the content: `file` is relative to the content folder. */
export interface MediaReference {
  /** Where the content names it, for messages: `courses.json[0].image`. */
  where: string;
  file: string | null | undefined;
  area: MediaArea;
}

/** A content-hashed name: the same bytes are stored once, and a name is cached forever. */
async function storedName(source: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(source), hash);
  return `${hash.digest('hex').slice(0, 20)}${path.extname(source).toLowerCase()}`;
}

const keyOf = (area: MediaArea, file: string) => `${area}:${file}`;

/** The stored names of an import's media, by the paths the content gave. */
export class ContentMedia {
  private constructor(private readonly names: ReadonlyMap<string, string>) {}

  /**
   * Checks every reference (inside the content folder, an existing file) and reports all bad ones
   * at once; then stores each file in `store` under its content-hashed name.
   */
  static async store(
    contentDir: string,
    references: MediaReference[],
    store: MediaStore,
  ): Promise<ContentMedia> {
    const root = path.resolve(contentDir);
    const problems: string[] = [];
    const sources = new Map<string, { source: string; area: MediaArea }>();
    for (const { where, file, area } of references) {
      if (file === null || file === undefined || file === '') continue;
      const source = path.resolve(root, file);
      if (!source.startsWith(root + path.sep)) {
        problems.push(`${where}: "${file}" is outside the content folder`);
      } else if (!fs.existsSync(source) || !fs.statSync(source).isFile()) {
        problems.push(`${where}: media file "${file}" does not exist`);
      } else {
        sources.set(keyOf(area, file), { source, area });
      }
    }
    if (problems.length > 0) throw new ContentError(problems);

    const names = new Map<string, string>();
    for (const [key, { source, area }] of sources) {
      const name = await storedName(source);
      await store.put(area, name, source);
      names.set(key, name);
    }
    return new ContentMedia(names);
  }

  /** The stored name of a checked reference; null when the content named no file. */
  name(file: string | null | undefined, area: MediaArea): string | null {
    if (file === null || file === undefined || file === '') return null;
    const name = this.names.get(keyOf(area, file));
    if (name === undefined) throw new Error(`media "${file}" was not among the checked references`);
    return name;
  }
}
