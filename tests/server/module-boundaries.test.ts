import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
/** Two throwaway modules written beside the real ones, so the repository's own rules apply. */
const probes = ['lint-probe-a', 'lint-probe-b'].map((name) =>
  path.join(root, 'server/modules', name),
);

function write(module: string, file: string, text: string) {
  fs.mkdirSync(module, { recursive: true });
  fs.writeFileSync(path.join(module, file), text);
}

async function problemsOf(file: string) {
  const [result] = await new ESLint({ cwd: root }).lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId);
}

beforeAll(() => {
  const [a = '', b = ''] = probes;
  write(
    a,
    'service.ts',
    "import { b } from '../lint-probe-b/service.ts';\nexport const a = () => b;\n",
  );
  write(
    b,
    'service.ts',
    "import { a } from '../lint-probe-a/service.ts';\nexport const b = () => a;\n",
  );
  write(b, 'inside.ts', 'export const inside = 1;\n');
  write(
    a,
    'reach.ts',
    "import { inside } from '../lint-probe-b/inside.ts';\nexport const reach = inside;\n",
  );
});
afterAll(() => {
  for (const probe of probes) fs.rmSync(probe, { recursive: true, force: true });
});

describe('the server keeps its modules apart (npm run lint)', () => {
  it('refuses two modules that import each other', async () => {
    expect(await problemsOf(path.join(probes[0] ?? '', 'service.ts'))).toContain(
      'import-x/no-cycle',
    );
  });

  it("refuses a module reaching into another's inside instead of its service.ts", async () => {
    expect(await problemsOf(path.join(probes[0] ?? '', 'reach.ts'))).toContain(
      'import-x/no-restricted-paths',
    );
  });
});
