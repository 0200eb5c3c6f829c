import { and, count, eq } from 'drizzle-orm';
import type { Deal } from '../../../contract/catalog.ts';
import type { Database, Db } from '../../db/client.ts';
import { batches } from '../../db/schema.ts';
import type { CatalogService } from '../catalog/service.ts';

export type Listen = Database['listen'];

/** A deal as watchers see it: its open group, and how many of its groups have filled so far. */
export interface DealProgress {
  deal: Deal;
  filledGroups: number;
}
type Watcher = (progress: DealProgress) => void;

/** A burst of joins on a hot deal becomes one read and one message per watcher. */
const COALESCE_MS = 50;

export type DealProgressHub = ReturnType<typeof createDealProgressHub>;

/**
 * Fans the database's 'deal_progress' notifications (sent by a trigger on batches, from any
 * process) out to the shoppers watching each deal in this process. It listens only while
 * somebody watches, and reads a changed deal once for all of its watchers.
 */
export function createDealProgressHub({
  listen,
  catalog,
  db,
}: {
  listen: Listen;
  catalog: CatalogService;
  db: Db;
}) {
  const read = (dealId: number) => readDealProgress({ catalog, db }, dealId);
  const watchers = new Map<number, Set<Watcher>>();
  const pending = new Set<number>();
  let listening: Promise<() => Promise<void>> | null = null;

  async function announce(dealId: number) {
    pending.delete(dealId);
    const audience = watchers.get(dealId);
    if (!audience || audience.size === 0) return;
    const progress = await read(dealId);
    for (const watcher of audience) watcher(progress);
  }

  function onNotify(payload: string) {
    const dealId = Number(payload);
    if (!watchers.has(dealId) || pending.has(dealId)) return;
    pending.add(dealId);
    // A failed read (the database away) skips this update; the next change or reconnection sends it.
    setTimeout(() => void announce(dealId).catch(() => {}), COALESCE_MS);
  }

  // Changes notified while the listener was reconnecting are lost: send every watched deal as it is.
  const onResubscribe = () => watchers.forEach((_audience, dealId) => onNotify(String(dealId)));

  return {
    read,

    /** Calls `onChange` with the deal each time its open group changes; returns the way out. */
    async watch(dealId: number, onChange: Watcher): Promise<() => void> {
      listening ??= listen('deal_progress', onNotify, { onResubscribe }).catch((error: unknown) => {
        listening = null;
        throw error;
      });
      await listening;
      const audience = watchers.get(dealId) ?? new Set<Watcher>();
      audience.add(onChange);
      watchers.set(dealId, audience);
      return () => {
        audience.delete(onChange);
        if (audience.size === 0) watchers.delete(dealId);
      };
    },

    async close() {
      watchers.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}

/** The deal now; a grown filled count tells its watchers the group they saw has filled. */
async function readDealProgress(
  { catalog, db }: { catalog: CatalogService; db: Db },
  dealId: number,
): Promise<DealProgress> {
  const [deal, [filled]] = await Promise.all([
    catalog.getDeal(dealId),
    db
      .select({ groups: count() })
      .from(batches)
      .where(and(eq(batches.dealId, dealId), eq(batches.status, 'filled'))),
  ]);
  return { deal, filledGroups: filled?.groups ?? 0 };
}
