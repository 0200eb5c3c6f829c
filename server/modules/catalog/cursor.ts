import { and, eq, gt, not, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { deals } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';

/**
 * Keyset position in a listing ordered by groups about to close first, then expiry date, then
 * id. `asOfMs` is when the listing's first page was read: "about to close" is judged at that
 * moment on every later page too, so a deal entering its last hour between two pages neither
 * moves past the cursor unseen nor shows twice (docs/decisions/0045-groups-about-to-close-first.md).
 */
export type ListingCursor = { asOfMs: number; closing: boolean; expiryMs: number; id: number };

export function encodeCursor(cursor: ListingCursor): string {
  const { asOfMs, closing, expiryMs, id } = cursor;
  return Buffer.from(`${asOfMs}.${closing ? 1 : 0}.${expiryMs}.${id}`).toString('base64url');
}

/** The times a cursor may name: years the database reads in ISO form, with the hour added to spare. */
const LATEST_MS = Date.UTC(9999, 0, 1);
const isTimeOfDeal = (ms: number) => Number.isSafeInteger(ms) && ms >= 0 && ms <= LATEST_MS;

/**
 * Reads a next_cursor. One made before groups about to close came first (expiry and id only)
 * still pages on, through the deals not about to close, judged now: a listing open in a browser
 * across an update keeps loading.
 */
export function decodeCursor(text: string, now: Date): ListingCursor {
  const match = /^(?:(\d{1,15})\.([01])\.)?(\d{1,15})\.(\d{1,10})$/.exec(
    Buffer.from(text, 'base64url').toString(),
  );
  const asOfMs = match?.[1] === undefined ? now.getTime() : Number(match[1]);
  const expiryMs = Number(match?.[3]);
  const id = Number(match?.[4]);
  if (!match || ![asOfMs, expiryMs].every(isTimeOfDeal) || !Number.isSafeInteger(id)) {
    throw badRequest("Invalid query parameter 'cursor': use the next_cursor of the previous page");
  }
  return { asOfMs, closing: match[2] === '1', expiryMs, id };
}

/**
 * The deals after `after` in the listing's order, `closing` being the listing's "about to close"
 * at the cursor's moment: the rest of the closing ones and then every other, or only the others.
 */
export function afterCursor(after: ListingCursor, closing: SQL<boolean>): SQL | undefined {
  const expiry = new Date(after.expiryMs);
  const later = or(
    gt(deals.expiryDate, expiry),
    and(eq(deals.expiryDate, expiry), gt(deals.id, after.id)),
  );
  return after.closing ? or(and(closing, later), not(closing)) : and(not(closing), later);
}
