import fs from 'node:fs';
import path from 'node:path';

/** Each benchmark leaves its figures in bench/results/<name>.json for comparing runs. */
export function writeResult(name: string, data: unknown): void {
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `${name}.json`),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...(data as object) }, null, 2)}\n`,
  );
}
