import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  Category,
  Deal,
  GroupMembersResponse,
  SubcategoryDetail,
} from '../../../contract/catalog.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/client.ts';
import { categories, deals, subcategories } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { clientSubject, forgetHits, recordHit } from '../../http/rate-limit.ts';
import { closingSoon, isClosingSoon } from './closing-soon.ts';
import { afterCursor, decodeCursor, encodeCursor } from './cursor.ts';
import { DealNotOpenYet } from './deal-not-open.ts';
import type { ListingCache } from '../../http/listing-cache.ts';
import { selectDealRows, startedBy, toWireDeal } from './deal-row.ts';
import { groupMembers } from './group-members.ts';
import { catalogTexts } from './texts.ts';
import { SHARE_PER_ADDRESS_LIMIT, SHARE_PER_DEAL_LIMIT } from './share-limits.ts';

export type { ListingCache } from '../../http/listing-cache.ts';
export { selectDealRows, startedBy, toWireDeal } from './deal-row.ts';
export { catalogTexts } from './texts.ts';
export { DealNotOpenYet } from './deal-not-open.ts';
export type { DealRow } from './deal-row.ts';

export type DealScope = { categoryId?: number; subcategoryId?: number };
export type DealPageRequest = { includeExpired: boolean; cursor?: string; limit: number };
export type DealPage = { deals: Deal[]; nextCursor: string | null };

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService({
  db,
  clock,
  listingCache,
}: {
  db: Db;
  clock: Clock;
  listingCache: ListingCache;
}) {
  const selectDeals = (where: SQL | undefined) => selectDealRows(db, where);

  async function requireCategory(id: number) {
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    if (!row) throw notFound(`Category ${id} not found`);
    return row;
  }

  async function subcategoriesOf(categoryIds: number[]) {
    if (categoryIds.length === 0) return new Map<number, { id: number; name: string }[]>();
    const rows = await db
      .select()
      .from(subcategories)
      .where(inArray(subcategories.categoryId, categoryIds))
      .orderBy(asc(subcategories.sortOrder), asc(subcategories.id));
    const byCategory = new Map<number, { id: number; name: string }[]>();
    for (const row of rows) {
      const list = byCategory.get(row.categoryId) ?? [];
      list.push({ id: row.id, name: row.name });
      byCategory.set(row.categoryId, list);
    }
    return byCategory;
  }

  async function withSubcategories(rows: (typeof categories.$inferSelect)[]): Promise<Category[]> {
    const byCategory = await subcategoriesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      image: row.image,
      subcategories: byCategory.get(row.id) ?? [],
    }));
  }

  /** A place under both share limits, or none: the hits taken, else null. */
  async function takeSharePlace(address: string, dealId: number, now: Date) {
    const perDeal = await recordHit(db, SHARE_PER_DEAL_LIMIT, `${address}:${dealId}`, now);
    if (!perDeal.allowed) return null;
    const perAddress = await recordHit(db, SHARE_PER_ADDRESS_LIMIT, address, now);
    if (!perAddress.allowed) {
      await forgetHits(db, [perDeal.hitId]);
      return null;
    }
    return [perDeal.hitId, perAddress.hitId];
  }

  return {
    /**
     * One page of deals: groups about to close first (closing-soon.ts), then soonest expiry
     * first; the next page starts after its last deal.
     */
    async listDeals(scope: DealScope, page: DealPageRequest): Promise<DealPage> {
      if (scope.categoryId !== undefined) await requireCategory(scope.categoryId);
      if (scope.subcategoryId !== undefined) await this.getSubcategory(scope.subcategoryId);
      const now = clock.now();
      // A deal before its start is the console's alone, expired listings included.
      const conditions: (SQL | undefined)[] = [startedBy(now)];
      if (!page.includeExpired) {
        conditions.push(eq(deals.status, 'active'), gt(deals.expiryDate, now));
      }
      if (scope.categoryId !== undefined) conditions.push(eq(categories.id, scope.categoryId));
      if (scope.subcategoryId !== undefined) {
        conditions.push(eq(subcategories.id, scope.subcategoryId));
      }
      const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor, now);
      const asOf = new Date(after?.asOfMs ?? now.getTime());
      const closing = closingSoon(asOf);
      if (after) conditions.push(afterCursor(after, closing));
      const rows = await selectDeals(and(...conditions))
        .orderBy(desc(closing), asc(deals.expiryDate), asc(deals.id))
        .limit(page.limit + 1);
      const pageRows = rows.slice(0, page.limit);
      const last = pageRows.at(-1);
      return {
        deals: pageRows.map((row) => toWireDeal(row, now)),
        nextCursor:
          rows.length > page.limit && last
            ? encodeCursor({
                asOfMs: asOf.getTime(),
                closing: isClosingSoon(last, asOf),
                expiryMs: last.expiryDate.getTime(),
                id: last.id,
              })
            : null,
      };
    },

    /** A deal as the storefront shows it: one before its start is a 404 that says when it opens. */
    async getDeal(id: number): Promise<Deal> {
      const [row] = await selectDeals(eq(deals.id, id));
      if (!row) throw notFound(catalogTexts.dealNotFound);
      const now = clock.now();
      if (row.startsAt && row.startsAt > now) throw new DealNotOpenYet(row.startsAt);
      return toWireDeal(row, now);
    },

    /** Who is in the deal's open group, as the deal page shows it to anyone. */
    async groupMembers(id: number): Promise<GroupMembersResponse['data']> {
      await this.getDeal(id);
      return groupMembers(db, id, clock.now());
    },

    /** A deal as the operator console shows it, started or not. */
    async getDealForConsole(id: number): Promise<Deal> {
      const [row] = await selectDeals(eq(deals.id, id));
      if (!row) throw notFound(catalogTexts.dealNotFound);
      return toWireDeal(row, clock.now());
    },

    async listCategories(): Promise<Category[]> {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      return withSubcategories(rows);
    },

    /** Featured categories in their featured order, for the home strip. */
    async featuredCategories(): Promise<Category[]> {
      const rows = await db
        .select()
        .from(categories)
        .where(isNotNull(categories.featuredRank))
        .orderBy(asc(categories.featuredRank), asc(categories.id));
      return withSubcategories(rows);
    },

    async getCategory(id: number): Promise<Category> {
      const [category] = await withSubcategories([await requireCategory(id)]);
      if (!category) throw notFound(`Category ${id} not found`);
      return category;
    },

    async getSubcategory(id: number): Promise<SubcategoryDetail> {
      const [row] = await db
        .select({
          id: subcategories.id,
          name: subcategories.name,
          categoryId: categories.id,
          categoryName: categories.name,
        })
        .from(subcategories)
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .where(eq(subcategories.id, id));
      if (!row) throw notFound(`Subcategory ${id} not found`);
      return {
        id: row.id,
        name: row.name,
        category: { id: row.categoryId, name: row.categoryName },
      };
    },

    /**
     * Counts one share of a deal from this client address, unless the address has already had
     * its share of this deal (or of the catalogue) counted lately; returns the deal's total.
     */
    async shareDeal(id: number, ip: string): Promise<number> {
      const hits = await takeSharePlace(clientSubject(ip), id, clock.now());
      if (!hits) {
        const [row] = await db
          .select({ shareCount: deals.shareCount })
          .from(deals)
          .where(eq(deals.id, id));
        if (!row) throw notFound('Deal not found');
        return row.shareCount;
      }
      const [row] = await db
        .update(deals)
        .set({ shareCount: sql`${deals.shareCount} + 1` })
        .where(eq(deals.id, id))
        .returning({ shareCount: deals.shareCount });
      if (!row) {
        // Made-up deal ids must not use up the address's allowance.
        await forgetHits(db, hits);
        throw notFound('Deal not found');
      }
      listingCache.clear();
      return row.shareCount;
    },
  };
}
