import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../fixtures/use-test-app.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const tsc = path.join(root, 'node_modules/typescript-native/bin/tsc');
/** Inside the repository, so the contract's own imports (zod) resolve; out of lint's and tests' way. */
const probe = path.join(root, 'node_modules/.cache', `openapi-client-${process.pid}`);
const contract = path.relative(probe, path.join(root, 'contract'));

/**
 * Calls as another team would write them with nothing but the document: a client typed by the
 * generated operations, its answers compared with what our own contract says they are.
 */
const calls = `
import type { DealResponse } from '${contract}/catalog.ts';
import type { JoinResponse } from '${contract}/groups.ts';
import type { OrderListResponse } from '${contract}/orders.ts';
import type { operations } from './api.ts';

type Json<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : never;
type Init<Id extends keyof operations> = {
  path: operations[Id]['parameters']['path'];
  query?: operations[Id]['parameters']['query'];
  body?: Json<NonNullable<operations[Id]['requestBody']>>;
};
type Ok<Id extends keyof operations> =
  operations[Id]['responses'] extends { 200: infer Answer } ? Json<Answer> : never;

declare function call<Id extends keyof operations>(id: Id, init: Init<Id>): Promise<Ok<Id>>;

export async function shopperCalls() {
  const deal: DealResponse = await call('getEcommerceDealsById', { path: { id: 7 } });
  const joined: JoinResponse = await call('postDealsByIdJoin', {
    path: { id: 7 },
    body: { quantity: 2 },
  });
  const orders: OrderListResponse = await call('getOrders', {
    path: undefined,
    query: { status: 'past_orders' },
  });
  // @ts-expect-error the API has no such call
  await call('getDealsByIdCoupons', { path: { id: 7 } });
  // @ts-expect-error a join names how many units, not a price
  await call('postDealsByIdJoin', { path: { id: 7 }, body: { price: 100 } });
  // @ts-expect-error the order list filters by the statuses it knows
  await call('getOrders', { path: undefined, query: { status: 'lost' } });
  return { deal, joined, orders };
}
`;

const tsconfig = {
  extends: path.relative(probe, path.join(root, 'tsconfig.base.json')),
  compilerOptions: { types: [] },
  include: ['*.ts'],
};

const t = useTestApp();

afterAll(() => fs.rmSync(probe, { recursive: true, force: true }));

describe('a client generated from the API document (openapi-typescript)', () => {
  it('typechecks real calls, and their answers are the contract’s', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const types = astToString(await openapiTS(answer.json<OpenAPI3>()));
    fs.mkdirSync(probe, { recursive: true });
    fs.writeFileSync(path.join(probe, 'api.ts'), types);
    fs.writeFileSync(path.join(probe, 'calls.ts'), calls);
    fs.writeFileSync(path.join(probe, 'tsconfig.json'), JSON.stringify(tsconfig));
    const compiled = await run(process.execPath, [tsc, '-p', probe]).catch(
      (failed: { stdout: string }) => failed,
    );
    expect(compiled.stdout).toBe('');
  });
});
