/** `npm run bench`: every benchmark in turn; each prints its table and writes bench/results/. */
import { spawnSync } from 'node:child_process';

for (const name of [
  'bundle',
  'lighthouse',
  'api',
  'search',
  'placement',
  'api-fuzz',
  'db-faults',
  'alert-fan-out',
]) {
  console.log(`\n=== bench/${name} ===`);
  const result = spawnSync(process.execPath, [`bench/${name}.ts`], { stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
