import { useEffect, useState } from 'react';
import type { Deal } from '../../../../contract/catalog';
import { getDeal } from './get-deal';

/** What the server's 'progress' events carry: the open group's counts. */
type Progress = Pick<Deal, 'status' | 'reservation_count' | 'remaining_units'> & { dealId: number };

/** How often the deal is re-read when the live stream is not available. */
const POLL_MS = 15_000;

/**
 * Follows a deal's open group while the shopper watches: the server's event stream
 * (GET /deals/{id}/events), or polling when the browser or the network cannot keep a stream.
 * Returns the deal with its latest counts.
 */
export function useLiveProgress(deal: Deal): Deal {
  const [progress, setProgress] = useState<Progress | null>(null);
  const dealId = deal.id;

  useEffect(() => {
    let poll: ReturnType<typeof setInterval> | undefined;
    const startPolling = () => {
      poll ??= setInterval(() => {
        getDeal(dealId).then(
          (fresh) => setProgress({ dealId, ...fresh }),
          () => {},
        );
      }, POLL_MS);
    };
    if (typeof EventSource === 'undefined') {
      startPolling();
      return () => clearInterval(poll);
    }
    const source = new EventSource(`/api/v1/deals/${dealId}/events`);
    source.addEventListener('progress', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as Omit<Progress, 'dealId'>;
      setProgress({
        dealId,
        status: data.status,
        reservation_count: data.reservation_count,
        remaining_units: data.remaining_units,
      });
    });
    // EventSource retries by itself after a dropped connection; it gives up only when refused.
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) startPolling();
    });
    return () => {
      source.close();
      clearInterval(poll);
    };
  }, [dealId]);

  if (progress?.dealId !== dealId) return deal;
  return {
    ...deal,
    status: progress.status,
    reservation_count: progress.reservation_count,
    remaining_units: progress.remaining_units,
  };
}
