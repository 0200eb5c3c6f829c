import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { call, joinOneEach, refusal, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { createTestApp, HOUR, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

let t: TestApp;
let build: ReturnType<typeof catalogBuilder>;
let subcategoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  build = catalogBuilder(t.db, TEST_NOW);
  const category = await build.category('Home');
  subcategoryId = (await build.subcategory(category.id, 'Kitchen')).id;
});
afterAll(() => t.close());

async function named(firstName: string, lastName: string, showInitials = true): Promise<Shopper> {
  const shopper = await shopperWithCard(t);
  const saved = await call(t, 'PUT', '/user/profile', shopper.token, {
    firstName,
    lastName,
    preferences: { showInitials },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return shopper;
}

const members = async (dealId: number) => call(t, 'GET', `/ecommerce/deals/${dealId}/members`);

describe("a deal's open group, as anyone sees it", () => {
  it('shows how many joined in the last hour and the initials of members who show theirs', async () => {
    const deal = await build.deal(subcategoryId, { groupSize: 5, reserved: null });
    const ada = await named('Ada', 'Lovelace');
    const grace = await named('Grace', 'Hopper', false);
    await joinOneEach(t, deal.id, [ada, grace]);
    t.clock.advance(2 * HOUR);
    const emil = await named('émile', 'Zola');
    await joinOneEach(t, deal.id, [emil]);

    const answer = await members(deal.id);
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        data: { joinedLastHour: 1, initials: ['AL', 'ÉZ'], others: 1, demo: 0 },
      },
    });
    // Nothing that names a member leaves the server.
    expect(JSON.stringify(answer.body)).not.toMatch(/Lovelace|Hopper|@/);
  });

  it('says nobody for a group nobody joined, and 404 for a deal that does not exist', async () => {
    const deal = await build.deal(subcategoryId, { groupSize: 3, reserved: null });
    expect((await members(deal.id)).body.data).toEqual({
      joinedLastHour: 0,
      initials: [],
      others: 0,
      demo: 0,
    });
    expect((await members(999_999)).status).toBe(404);
    expect(await call(t, 'GET', '/ecommerce/deals/abc/members')).toMatchObject(
      refusal(400, "Invalid path parameter 'id': must be a number"),
    );
  });
});
