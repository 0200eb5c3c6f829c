import { api, toastPolicy } from '../../../api/client';
import { toLoadError } from '../../../api/load-error';

type Query = Record<string, string | number | undefined>;

/** Drops empty filters, so the address and the call say only what was chosen. */
function searchOf(query: Query): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string | number] => {
      const value = entry[1];
      return value !== undefined && value !== '';
    }),
  );
}

/**
 * One GET of the console for a route loader: the screen shows its own failure panel (no toast),
 * and a failure reaches the router as a plain LoadError.
 */
export async function loadAdmin<T>(path: string, query: Query, signal?: AbortSignal): Promise<T> {
  try {
    const body = await api
      .get(path, { searchParams: searchOf(query), signal, context: toastPolicy({ errors: false }) })
      .json<{ data: T }>();
    return body.data;
  } catch (error) {
    throw toLoadError(error);
  }
}
