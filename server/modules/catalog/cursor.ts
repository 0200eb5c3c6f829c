import { badRequest } from '../../http/errors.ts';

/** Keyset position in a listing ordered by expiry date, then id. */
export type ListingCursor = { expiryMs: number; id: number };

export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(`${cursor.expiryMs}.${cursor.id}`).toString('base64url');
}

export function decodeCursor(text: string): ListingCursor {
  const match = /^(-?\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(text, 'base64url').toString());
  const expiryMs = Number(match?.[1]);
  const id = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(expiryMs) || !Number.isSafeInteger(id)) {
    throw badRequest("Invalid query parameter 'cursor': use the next_cursor of the previous page");
  }
  return { expiryMs, id };
}
