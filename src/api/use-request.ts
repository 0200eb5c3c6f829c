import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type RequestResult<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export type RequestState<T> = RequestResult<T> & { retry: () => void };

interface Settled<T> {
  key: string;
  attempt: number;
  result: RequestResult<T>;
}

/**
 * A component's own resource that is no screen's data and needs no cache: the header's category
 * menu, the category strip of Home shown for an unknown address, a receipt image. A screen's data
 * comes from its route's loader instead (docs/decisions/0004 says why these three do not).
 *
 * Runs `fetcher` whenever `key` changes (null: do nothing, stay loading) and keeps the latest
 * answer. A stale answer for an older key is never shown: the state is derived from the key, and
 * the previous request is aborted when the key changes or the component unmounts.
 */
export function useRequest<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
): RequestState<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const run = useEffectEvent((signal: AbortSignal) => fetcher(signal));

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) {
          setSettled({ key, attempt, result: { status: 'success', data } });
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setSettled({ key, attempt, result: { status: 'error', error } });
        }
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current: RequestResult<T> =
    settled !== null && settled.key === key && settled.attempt === attempt
      ? settled.result
      : { status: 'loading' };
  const failed = current.status === 'error';

  // A failure while the network was gone is tried again once it is back, without a tap.
  useEffect(() => {
    if (!failed) return undefined;
    globalThis.addEventListener('online', retry);
    return () => globalThis.removeEventListener('online', retry);
  }, [failed, retry]);
  return { ...current, retry };
}
