import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../fixtures/sign-in.ts';
import { useConsole } from '../fixtures/use-console.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const c = useConsole();
let adminCalls: [Method, string][];

beforeAll(async () => {
  await c.t.app.ready();
  // Every admin call the API documents, so a call added later is covered without a list to keep.
  const { paths } = c.t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  adminCalls = Object.entries(paths)
    .filter(([url]) => url.startsWith('/api/v1/admin/'))
    .flatMap(([url, operations]) =>
      Object.keys(operations).map(
        (method) =>
          [method.toUpperCase() as Method, url.replaceAll(/\{[^}]+\}/g, '1')] as [Method, string],
      ),
    );
});

describe('the console is the operator’s alone', () => {
  it('a signed-in shopper gets 403 with a message from every admin call, and a visitor 401', async () => {
    expect(adminCalls.length).toBeGreaterThan(20);
    const shopper = await signIn(c.t);
    const refused: string[] = [];
    for (const [method, url] of adminCalls) {
      const asShopper = await c.t.app.inject({
        method,
        url,
        headers: bearer(shopper.tokens.accessToken),
      });
      const asVisitor = await c.t.app.inject({ method, url });
      const body = asShopper.json() as { success?: boolean; message?: string };
      if (asShopper.statusCode !== 403 || body.success !== false || !body.message)
        refused.push(`${method} ${url} answered a shopper ${asShopper.statusCode}`);
      if (asVisitor.statusCode !== 401)
        refused.push(`${method} ${url} answered a visitor ${asVisitor.statusCode}`);
    }
    expect(refused).toEqual([]);
  });
});
