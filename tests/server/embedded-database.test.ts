import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

// Only the embedded database has a folder to guard; the PostgreSQL pass has nothing to add here.
describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database', () => {
  it('refuses a second server process on the same data folder with a clear message', async () => {
    const dataDir = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'bogo-lock-')),
      'nested',
      'data',
    );
    folders.push(path.dirname(path.dirname(dataDir)));
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another server process/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over a lock left behind by a process that died', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bogo-stale-'));
    folders.push(dataDir);
    fs.writeFileSync(path.join(dataDir, 'bogo.lock'), '999999999');
    const database = await openDatabase({ dataDir });
    await database.close();
  });
});
