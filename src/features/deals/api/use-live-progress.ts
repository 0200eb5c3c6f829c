import { useEffect, useState } from 'react';
import type { Deal } from '../../../../contract/catalog';
import type { DealProgressEvent } from '../../../../contract/groups';
import { percentFilled } from '../../../lib/format';
import { getDeal } from './get-deal';

/** The open group's latest counts, and the share filled as the store rounds it. */
type Progress = Pick<Deal, 'status' | 'reservation_count' | 'remaining_units'> & {
  dealId: number;
  percent: number;
  /** The stream's count of filled groups when it gives one; null while polling. */
  filledGroups: number | null;
};

export interface LiveDeal {
  deal: Deal;
  /** 0..100: the stream's own figure while it runs, so every screen shows the same percent. */
  percentFilled: number;
  /** A group filled while the shopper watched, and a new one opened in its place. */
  groupFilled: boolean;
}

/** How often the deal is re-read when the live stream is not available. */
const POLL_MS = 15_000;

function fromDeal(deal: Deal): Progress {
  return {
    dealId: deal.id,
    status: deal.status,
    reservation_count: deal.reservation_count,
    remaining_units: deal.remaining_units,
    percent: percentFilled(deal.reservation_count, deal.total_units_needed),
    filledGroups: null,
  };
}

/**
 * Follows a deal's open group while the shopper watches: the server's event stream
 * (GET /deals/{id}/events), or polling when the browser or the network cannot keep a stream.
 */
export function useLiveProgress(deal: Deal): LiveDeal {
  const [progress, setProgress] = useState<Progress | null>(null);
  // The count the stream gave first: a larger one later means a group filled on screen.
  const [firstFilledGroups, setFirstFilledGroups] = useState<{ dealId: number; count: number }>();
  const dealId = deal.id;

  useEffect(() => {
    let poll: ReturnType<typeof setInterval> | undefined;
    const startPolling = () => {
      poll ??= setInterval(() => {
        getDeal(dealId).then(
          (fresh) => setProgress(fromDeal(fresh)),
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
      const data = JSON.parse((event as MessageEvent<string>).data) as DealProgressEvent;
      const filledGroups = data.filled_groups ?? null;
      if (filledGroups !== null) {
        setFirstFilledGroups((first) =>
          first?.dealId === dealId ? first : { dealId, count: filledGroups },
        );
      }
      setProgress({
        dealId,
        status: data.status,
        reservation_count: data.reservation_count,
        remaining_units: data.remaining_units,
        percent: data.progress_percentage,
        filledGroups,
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

  if (progress?.dealId !== dealId) {
    return { deal, percentFilled: fromDeal(deal).percent, groupFilled: false };
  }
  const first = firstFilledGroups?.dealId === dealId ? firstFilledGroups.count : null;
  return {
    deal: {
      ...deal,
      status: progress.status,
      reservation_count: progress.reservation_count,
      remaining_units: progress.remaining_units,
    },
    percentFilled: progress.percent,
    groupFilled: first !== null && progress.filledGroups !== null && progress.filledGroups > first,
  };
}
