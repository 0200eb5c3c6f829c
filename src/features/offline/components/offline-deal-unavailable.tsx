import { useEffect, useRef } from 'react';
import { NoticePanel } from '../../../components/notice-panel';
import { BackHomeLink } from '../../../components/back-home-link';
import { useOnline } from '../../../lib/use-online';
import { offlineTexts } from '../texts';

/**
 * A failure that carried no answer from the store (the LoadError of a call that never reached
 * it): the shape server rendering hands over too, so no class check.
 */
export function isUnanswered(error: unknown): boolean {
  return error instanceof Error && 'status' in error && error.status === null;
}

/**
 * Offline, a deal this device never saved: says so, points to the deals that are saved, and
 * loads the deal by itself once the connection is back.
 */
export function OfflineDealUnavailable({ onReconnect }: { onReconnect: () => void }) {
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) onReconnect();
  }, [online, onReconnect]);

  return (
    <NoticePanel
      role="status"
      title={offlineTexts.dealNotSaved}
      text={offlineTexts.dealNotSavedDetail}
      action={<BackHomeLink>{offlineTexts.savedDeals}</BackHomeLink>}
    />
  );
}
