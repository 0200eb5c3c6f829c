import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { AuditListResponse } from '../../contract/admin-console.ts';
import type { StaffRole } from '../../contract/staff.ts';
import { auditLog, staff } from '../../server/db/schema.ts';
import { CONSOLE_ROLES, consoleRouteKey } from '../../server/modules/admin/console-roles.ts';
import { adminTexts } from '../../server/modules/admin/texts.ts';
import { authTexts } from '../../server/modules/auth/texts.ts';
import { OPERATOR } from '../fixtures/admin-console.ts';
import { call } from '../fixtures/groups.ts';
import { freshEmail, signIn } from '../fixtures/sign-in.ts';
import { useConsole } from '../fixtures/use-console.ts';

const c = useConsole();

/** The owner (ADMIN_EMAILS) adds `email` with `role` on the Staff page. */
async function ownerAdds(email: string, role: StaffRole) {
  const added = await c.admin('POST', '/staff', { email, role });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return added;
}

/** A new member of staff with `role`, signed in after the owner added them: their token. */
async function operatorWith(role: StaffRole): Promise<{ email: string; token: string }> {
  const email = freshEmail(role);
  await ownerAdds(email, role);
  const { tokens, user } = await signIn(c.t, email);
  // The token's role only shows the PWA its Console link; the console reads the store's.
  expect(user.role).toBe('admin');
  return { email, token: tokens.accessToken };
}

const asks = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
) => call(c.t, method, `/admin${url}`, token, body);

const refusal = (message: string) => ({ status: 403, body: { success: false, message } });

describe('staff with roles', () => {
  it('every console call the API documents names the roles that may make it in the one table, and the table names no other', async () => {
    await c.t.app.ready();
    const { paths } = c.t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(paths)
      .filter(([url]) => url.startsWith('/api/v1/admin/'))
      .flatMap(([url, operations]) =>
        Object.keys(operations).map((method) =>
          consoleRouteKey(method.toUpperCase(), url.replaceAll(/\{([^}]+)\}/g, ':$1')),
        ),
      );
    expect(documented.toSorted()).toEqual(Object.keys(CONSOLE_ROLES).toSorted());
  });

  it('a support operator opens orders, shoppers and the dashboard, and is told the role needed for deals, staff and the audit log', async () => {
    const { email, token } = await operatorWith('support');
    const me = await asks(token, 'GET', '/me');
    expect(me).toMatchObject({ status: 200, body: { data: { email, role: 'support' } } });
    expect(me.body.data.refund_limit_cents).toBe(10_000);
    for (const url of ['/orders', '/shoppers?q=example', '/dashboard']) {
      expect((await asks(token, 'GET', url)).status, url).toBe(200);
    }
    expect(await asks(token, 'GET', '/deals')).toMatchObject(
      refusal('This needs the catalogue or owner role'),
    );
    expect(await asks(token, 'PATCH', '/deals/1', { title: 'Mine now' })).toMatchObject(
      refusal('This needs the catalogue or owner role'),
    );
    expect(await asks(token, 'GET', '/staff')).toMatchObject(refusal('This needs the owner role'));
    expect(await asks(token, 'GET', '/audit')).toMatchObject(refusal('This needs the owner role'));
  });

  it('a catalogue operator changes deals and reads subscribers, and is told the role needed for orders and refunds', async () => {
    const { token } = await operatorWith('catalogue');
    const deal = await c.build.deal(c.subcategoryId, { title: 'Kettle, Buy 1 Get 1 Free' });
    const renamed = await asks(token, 'PATCH', `/deals/${deal.id}`, { title: 'Tea Kettle' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await asks(token, 'GET', '/subscribers')).status).toBe(200);
    expect((await asks(token, 'GET', `/deals/${deal.id}/groups`)).status).toBe(200);

    const order = await c.filledGroupOrder();
    const needsSupport = refusal('This needs the support or owner role');
    expect(await asks(token, 'GET', '/orders')).toMatchObject(needsSupport);
    expect(
      await asks(token, 'POST', `/orders/${order.id}/refund`, { amount_cents: 100, reason: 'x' }),
    ).toMatchObject(needsSupport);
    expect(await asks(token, 'GET', '/shoppers')).toMatchObject(needsSupport);
  });

  it('an operator the owner removes is refused at their next request, with the token they still hold', async () => {
    const { email, token } = await operatorWith('support');
    expect((await asks(token, 'GET', '/orders')).status).toBe(200);

    const removed = await c.admin('DELETE', `/staff/${encodeURIComponent(email)}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await asks(token, 'GET', '/orders')).toMatchObject(refusal(authTexts.adminOnly));
    expect(await asks(token, 'GET', '/me')).toMatchObject(refusal(authTexts.adminOnly));
  });

  it('a role the owner changes holds from the operator’s next request', async () => {
    const { email, token } = await operatorWith('support');
    const changed = await c.admin('PATCH', `/staff/${encodeURIComponent(email)}`, {
      role: 'catalogue',
    });
    expect(changed).toMatchObject({ status: 200, body: { data: { email, role: 'catalogue' } } });
    expect(await asks(token, 'GET', '/orders')).toMatchObject(
      refusal('This needs the support or owner role'),
    );
    expect((await asks(token, 'GET', '/deals')).status).toBe(200);
  });

  it('someone added after signing in reaches the console at once, though their token still says shopper', async () => {
    const email = freshEmail('late');
    const { tokens } = await signIn(c.t, email);
    expect(decodeJwt(tokens.accessToken).role).toBe('shopper');
    expect(await asks(tokens.accessToken, 'GET', '/me')).toMatchObject(
      refusal(authTexts.adminOnly),
    );
    await ownerAdds(email, 'support');
    expect(await asks(tokens.accessToken, 'GET', '/me')).toMatchObject({
      status: 200,
      body: { data: { role: 'support' } },
    });
  });

  it('an owner added from the console manages staff too, but neither changes themselves nor the owners of ADMIN_EMAILS', async () => {
    const { email, token } = await operatorWith('owner');
    const other = freshEmail('helper');
    expect((await asks(token, 'POST', '/staff', { email: other, role: 'support' })).status).toBe(
      200,
    );
    const self = encodeURIComponent(email);
    expect(await asks(token, 'DELETE', `/staff/${self}`)).toMatchObject({
      status: 409,
      body: { message: adminTexts.staffNotYourself },
    });
    const fixed = encodeURIComponent(OPERATOR);
    expect(await asks(token, 'PATCH', `/staff/${fixed}`, { role: 'support' })).toMatchObject({
      status: 409,
      body: { message: adminTexts.staffFixedOwner(OPERATOR) },
    });
    expect(await asks(token, 'DELETE', `/staff/${fixed}`)).toMatchObject({ status: 409 });
    expect(await asks(token, 'POST', '/staff', { email: OPERATOR, role: 'support' })).toMatchObject(
      {
        status: 409,
      },
    );

    const list = await asks(token, 'GET', '/staff');
    expect(list.body.data.members[0]).toEqual({
      email: OPERATOR,
      role: 'owner',
      fixed: true,
      added_by: null,
      added_at: null,
    });
    expect(list.body.data.members).toContainEqual(
      expect.objectContaining({ email: other, role: 'support', fixed: false, added_by: email }),
    );
  });

  it('the same e-mail added twice by a double click is added and audited once; with another role it is refused', async () => {
    const email = freshEmail('twice');
    await ownerAdds(email, 'catalogue');
    await ownerAdds(email, 'catalogue');
    const other = await c.admin('POST', '/staff', { email, role: 'owner' });
    expect(other).toMatchObject({
      status: 409,
      body: { message: adminTexts.staffExists(email, 'catalogue') },
    });
    const rows = await c.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.add'), eq(auditLog.entityId, email)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorEmail: OPERATOR, after: { email, role: 'catalogue' } });
  });

  it('an e-mail that is not one, or a role the store has not, is refused naming the field, and nobody is added', async () => {
    const before = await c.t.db.select().from(staff);
    expect(
      await c.admin('POST', '/staff', { email: 'not-an-email', role: 'support' }),
    ).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("'email'") },
    });
    expect(await c.admin('POST', '/staff', { email: freshEmail(), role: 'manager' })).toMatchObject(
      { status: 400, body: { message: expect.stringContaining("'role'") } },
    );
    expect(await c.admin('PATCH', `/staff/nobody`, { role: 'support' })).toMatchObject({
      status: 400,
    });
    expect(await c.t.db.select().from(staff)).toEqual(before);
  });

  it('the audit log names who added, changed and removed staff, and shows an order by its number', async () => {
    const email = freshEmail('audited');
    await ownerAdds(email, 'support');
    await c.admin('PATCH', `/staff/${encodeURIComponent(email)}`, { role: 'catalogue' });
    await c.admin('DELETE', `/staff/${encodeURIComponent(email)}`);
    const log = await c.admin('GET', `/audit?entity=staff&entity_id=${encodeURIComponent(email)}`);
    const rows = (log.body as AuditListResponse).data.rows;
    expect(rows.map((row) => [row.actor, row.action, row.before, row.after])).toEqual([
      [OPERATOR, 'staff.remove', { email, role: 'catalogue' }, null],
      [OPERATOR, 'staff.change', { email, role: 'support' }, { email, role: 'catalogue' }],
      [OPERATOR, 'staff.add', null, { email, role: 'support' }],
    ]);

    const order = await c.filledGroupOrder();
    const shipped = await c.admin('POST', `/orders/${order.id}/ship`, {
      carrier: 'UPS',
      tracking_number: '1Z0001',
    });
    expect(shipped.status).toBe(200);
    const orderLog = await c.admin('GET', `/audit?entity=order&entity_id=${order.id}`);
    expect((orderLog.body as AuditListResponse).data.rows).toEqual([
      expect.objectContaining({ action: 'order.ship', order_number: order.order_number }),
    ]);
  });
});
