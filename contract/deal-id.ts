import Sqids from 'sqids';

/**
 * The address carries a deal's id in this short reversible form (docs/product.md's "reversible scrambling
 * with a fixed key"). It lives in the contract because both sides must agree on it to the letter:
 * the server stores it when a deal is created, the PWA decodes it on arrival.
 */
const sqids = new Sqids({
  alphabet: 'kR3nVqfTz8WmLx2YcHbJ6sPdGa9NtQe4Ur5Kw7ZpEhXyBvD',
  minLength: 6,
});

export function encodeDealId(id: number): string {
  return sqids.encode([id]);
}

/** Returns null for anything that is not the canonical encoding of one id. */
export function decodeDealId(encoded: string): number | null {
  const [id, ...rest] = sqids.decode(encoded);
  if (id === undefined || rest.length > 0 || !Number.isSafeInteger(id) || id <= 0) return null;
  return sqids.encode([id]) === encoded ? id : null;
}
