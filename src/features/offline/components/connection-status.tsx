import { useLocation } from '@tanstack/react-router';
import { useOwnDataAsOf, useSavedAt } from '../../../lib/saved-at';
import { useOnline } from '../../../lib/use-online';
import ConnectionBar from './connection-bar';

/** Shows the connection bar while offline or while the screen shows saved copies; else nothing. */
export function ConnectionStatus() {
  const online = useOnline();
  const pathname = useLocation({ select: (location) => location.pathname });
  const savedAt = useSavedAt(pathname);
  const ownDataAsOf = useOwnDataAsOf(pathname);
  if (online && savedAt === null && ownDataAsOf === null) return null;
  return (
    <ConnectionBar
      online={online}
      pathname={pathname}
      savedAt={savedAt}
      ownDataAsOf={ownDataAsOf}
    />
  );
}
