import { describe, expect, it } from 'vitest';
import type { DealListResponse } from '../../contract/catalog.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { HOUR, TEST_NOW } from '../fixtures/test-app.ts';
import { useTestApp } from '../fixtures/use-test-app.ts';

const t = useTestApp();

async function listing(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<DealListResponse>();
}

/** Every page of a listing, `limit` at a time, as a shopper pressing Load more sees them. */
async function everyPage(path: string, limit: number, between: () => void = () => {}) {
  const pages: number[][] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? '' : `&cursor=${cursor}`;
    const page = await listing(`${path}?limit=${limit}${query}`);
    pages.push(page.data.map((deal) => deal.id));
    cursor = page.next_cursor;
    between();
  } while (cursor !== null);
  return pages;
}

/**
 * A garden category whose groups are: about to close (one in its last hour, two one unit short
 * of full) and not (the rest), each with its own expiry; and one deal of another category.
 */
let shelves = 0;
async function gardenDeals() {
  shelves++;
  const build = catalogBuilder(t.db, TEST_NOW);
  const garden = await build.category(`Garden ${shelves}`);
  const tools = await build.subcategory(garden.id, 'Tools');
  const kitchen = await build.subcategory((await build.category(`Kitchen ${shelves}`)).id, 'Pans');
  const deal = (expiresInHours: number, groupSize: number, reserved: number | null) =>
    build.deal(tools.id, { expiresInHours, groupSize, reserved }).then(({ id }) => id);
  const ids = {
    quiet: await deal(30, 4, 0),
    oneLeft: await deal(50, 4, 3),
    lastHour: await deal(0.5, 4, 1),
    halfFull: await deal(10, 4, 2),
    pairOneLeft: await deal(70, 2, 1),
    nobodyYet: await deal(20, 4, null),
    lastHourSoon: await deal(1.5, 6, 1),
  };
  await build.deal(kitchen.id, { expiresInHours: 0.25, groupSize: 4, reserved: 3 });
  return { gardenId: garden.id, ids };
}

describe('a shopper browsing deals', () => {
  it('sees the groups about to close first on the home page and their category, then the rest soonest first', async () => {
    const { gardenId, ids } = await gardenDeals();
    const closingFirst = [ids.lastHour, ids.oneLeft, ids.pairOneLeft];
    const thenSoonest = [ids.lastHourSoon, ids.halfFull, ids.nobodyYet, ids.quiet];

    const category = await listing(`/api/v1/categories/${gardenId}/deals`);
    expect(category.data.map((deal) => deal.id)).toEqual([...closingFirst, ...thenSoonest]);
    const home = await listing('/api/v1/ecommerce/active-deal');
    expect(home.data.map((deal) => deal.id).slice(1)).toEqual([...closingFirst, ...thenSoonest]);
    const [first] = home.data;
    expect(first?.remaining_units).toBe(1);
    expect(first?.expiry_left_hours).toBe(0.25);
  });

  it('pages through them with Load more, each deal once, whatever the page size', async () => {
    const { gardenId, ids } = await gardenDeals();
    const inOrder = [
      ids.lastHour,
      ids.oneLeft,
      ids.pairOneLeft,
      ids.lastHourSoon,
      ids.halfFull,
      ids.nobodyYet,
      ids.quiet,
    ];
    for (const limit of [1, 2, 3, 4]) {
      const pages = await everyPage(`/api/v1/categories/${gardenId}/deals`, limit);
      expect(pages.flat()).toEqual(inOrder);
      expect(pages.every((page) => page.length <= limit)).toBe(true);
    }
  });

  it('still sees every deal once when one enters its last hour while they page', async () => {
    const { gardenId, ids } = await gardenDeals();
    // After the first page the clock passes an hour: the deal due in 1.5 hours is now in its
    // last hour, and the one due in half an hour has expired (it was on the first page).
    let advanced = false;
    const pages = await everyPage(`/api/v1/categories/${gardenId}/deals`, 3, () => {
      if (!advanced) t.clock.advance(HOUR);
      advanced = true;
    });
    expect(pages.flat()).toEqual([
      ids.lastHour,
      ids.oneLeft,
      ids.pairOneLeft,
      ids.lastHourSoon,
      ids.halfFull,
      ids.nobodyYet,
      ids.quiet,
    ]);
  });

  it('keeps loading from a cursor handed out before groups about to close came first', async () => {
    const { gardenId, ids } = await gardenDeals();
    const halfFullExpiry = TEST_NOW.getTime() + 10 * HOUR;
    const olderCursor = Buffer.from(`${halfFullExpiry}.${ids.halfFull}`).toString('base64url');
    const rest = await listing(`/api/v1/categories/${gardenId}/deals?cursor=${olderCursor}`);
    expect(rest.data.map((deal) => deal.id)).toEqual([ids.nobodyYet, ids.quiet]);
  });

  it('is told which parameter is wrong when a cursor names a moment no deal can have', async () => {
    const farOff = [
      '999999999999999.0.1700000000000',
      '1700000000000.1.999999999999999',
      // A cursor of the older shape, expiry and id only.
      '999999999999999',
    ];
    for (const moments of farOff) {
      const cursor = Buffer.from(`${moments}.7`).toString('base64url');
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/ecommerce/active-deal?cursor=${cursor}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain("'cursor'");
    }
  });
});
