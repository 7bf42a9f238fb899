import fs from 'node:fs';
import path from 'node:path';
import type { MediaArea, MediaStore } from './media-store';
import { ContentError } from './problems';

/** The media an export names, written beside its JSON files as media/<area>/<stored name>. */
export class ExportedMedia {
  private readonly named = new Map<string, { area: MediaArea; name: string }>();

  /** The content path of a stored file (null stays null); the file is copied by `copyTo`. */
  path(name: string | null, area: MediaArea): string | null {
    if (name === null || name === '') return null;
    const file = `media/${area}/${name}`;
    this.named.set(file, { area, name });
    return file;
  }

  /** Copies every named file from `store` into `dir`; a file the store lacks is reported. */
  async copyTo(dir: string, store: MediaStore): Promise<void> {
    const missing: string[] = [];
    for (const [file, { area, name }] of this.named) {
      const target = path.join(dir, file);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await store.get(area, name, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        missing.push(`${file}: not in the media store`);
      }
    }
    if (missing.length > 0) throw new ContentError(missing);
  }
}
