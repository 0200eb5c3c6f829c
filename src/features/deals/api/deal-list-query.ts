/** Query of every deal listing (SPEC 9: never include expired deals). */
export function dealListSearchParams(
  cursor: string | null,
  limit: number,
  categoryId?: number,
): URLSearchParams {
  const params = new URLSearchParams();
  if (categoryId !== undefined) params.set('category', String(categoryId));
  params.set('include_expired', 'false');
  params.set('limit', String(limit));
  if (cursor !== null) params.set('cursor', cursor);
  return params;
}

/** Page size of the listings: six rows of the four-column desktop grid. */
export const DEAL_PAGE_SIZE = 24;
