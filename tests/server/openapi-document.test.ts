import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../fixtures/use-test-app.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const redocly = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');

type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const t = useTestApp();

async function document(): Promise<Document> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(answer.statusCode).toBe(200);
  return answer.json<Document>();
}

/** Redocly's own verdict under its recommended rules, from its command line. */
async function redoclyProblems(doc: Document) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(doc));
  try {
    // Run from the empty folder so no configuration file can change the rules.
    const { stdout } = await run(
      process.execPath,
      [redocly, 'lint', file, '--extends=recommended', '--format=json'],
      { cwd: dir },
    ).catch((failed: { stdout: string }) => failed);
    return JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; message: string }>;
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([address, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ address, method, operation })),
  );

describe('the API document at /api/docs/json, for other teams to build on', () => {
  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const verdict = await redoclyProblems(await document());
    expect(verdict.problems.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
    expect(verdict.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('lists only API calls, each named by its method and address', async () => {
    const doc = await document();
    expect(Object.keys(doc.paths).filter((address) => !address.startsWith('/api/'))).toEqual([]);
    const named = operations(doc).map(({ method, address, operation }) => [
      `${method.toUpperCase()} ${address}`,
      operation.operationId,
    ]);
    expect(named).toEqual(
      expect.arrayContaining([
        ['GET /api/v1/orders/{id}/receipt.pdf', 'getOrdersByIdReceiptPdf'],
        ['POST /api/v1/deals/{id}/join', 'postDealsByIdJoin'],
        ['GET /api/v1/admin/orders/export.csv', 'getAdminOrdersExportCsv'],
      ]),
    );
  });

  it('asks for a Bearer token exactly where a caller without one is refused with 401', async () => {
    const doc = await document();
    const calls = operations(doc).filter(
      // An event stream stays open: its answer never ends for inject to read.
      ({ operation }) => !operation.responses['200']?.content?.['text/event-stream'],
    );
    for (const { address, method, operation } of calls) {
      const url = address.replace(/\{[^}]+\}/g, '1');
      const answer = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
      const needsToken =
        operation.security?.length === 1 && 'bearerAuth' in (operation.security[0] ?? {});
      expect(
        { call: `${method} ${address}`, refusedWithout: answer.statusCode === 401 },
        `${method} ${address}`,
      ).toEqual({ call: `${method} ${address}`, refusedWithout: needsToken });
    }
  });
});
