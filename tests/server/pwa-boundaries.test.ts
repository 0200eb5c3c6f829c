import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
/**
 * Throwaway files written beside the real ones, importing as the PWA and the worker do: without
 * an extension, which only a TypeScript-aware resolver follows.
 */
const probeFeature = path.join(root, 'src/features/lint-probe');
const probeWorker = path.join(root, 'sw/lint-probe.ts');
const probeLib = path.join(root, 'src/lib/lint-probe.ts');

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

async function problemsOf(file: string) {
  const [result] = await new ESLint({ cwd: root }).lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId);
}

beforeAll(() => {
  write(
    path.join(probeFeature, 'reach.ts'),
    "import { checkoutTexts } from '../checkout/texts';\nexport const reach = checkoutTexts;\n",
  );
  write(path.join(probeFeature, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
  write(path.join(probeFeature, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
  write(
    probeWorker,
    "import { formatMoney } from '../src/lib/format';\nexport const price = formatMoney;\n",
  );
  write(
    probeLib,
    "import { checkoutTexts } from '../features/checkout/texts';\nexport const texts = checkoutTexts;\n",
  );
});
afterAll(() => {
  fs.rmSync(probeFeature, { recursive: true, force: true });
  fs.rmSync(probeWorker, { force: true });
  fs.rmSync(probeLib, { force: true });
});

describe('the PWA and its worker keep their boundaries (npm run lint)', () => {
  it("refuses a feature importing another feature's texts", async () => {
    expect(await problemsOf(path.join(probeFeature, 'reach.ts'))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses two files that import each other', async () => {
    expect(await problemsOf(path.join(probeFeature, 'a.ts'))).toContain('import-x/no-cycle');
  });

  it('refuses the service worker importing the PWA', async () => {
    expect(await problemsOf(probeWorker)).toContain('import-x/no-restricted-paths');
  });

  it('refuses a helper in src/lib importing a feature', async () => {
    expect(await problemsOf(probeLib)).toContain('import-x/no-restricted-paths');
  });
});
