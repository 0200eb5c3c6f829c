import { asc, desc } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { ListSort } from '../../../contract/admin-console.ts';

/**
 * The ORDER BY of a console list's `sort` over every match: the chosen column, ties broken by id
 * in the same direction so pages never overlap; without a sort, the newest (highest id) first.
 */
export function listOrderBy<Column extends string>(
  sort: ListSort<Column> | undefined,
  columns: Record<Column, AnyColumn | SQL>,
  id: AnyColumn,
): SQL[] {
  if (sort === undefined) return [desc(id)];
  const descending = sort.startsWith('-');
  const column = columns[(descending ? sort.slice(1) : sort) as Column];
  const direction = descending ? desc : asc;
  return [direction(column), direction(id)];
}
