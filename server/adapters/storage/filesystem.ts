import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_NAME } from './storage.ts';
import type { MediaStorage } from './storage.ts';

/**
 * Media kept in `<dataDir>/media`. A file is written under a temporary name and renamed, so a
 * reader never sees half of it; names are checked against MEDIA_NAME, so no request can reach
 * outside the folder.
 */
export function createFilesystemStorage(dataDir: string): MediaStorage {
  const folder = path.join(dataDir, 'media');
  const fileOf = (name: string) => {
    if (!MEDIA_NAME.test(name)) throw new Error(`not a media name: ${name}`);
    return path.join(folder, name);
  };
  return {
    async put(name, content) {
      const file = fileOf(name);
      await mkdir(folder, { recursive: true });
      const partial = path.join(folder, `.${randomUUID()}.partial`);
      await writeFile(partial, content);
      await rename(partial, file);
    },
    async get(name) {
      if (!MEDIA_NAME.test(name)) return null;
      try {
        return await readFile(fileOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
