import { useEffect, useState } from 'react';
import type { Deal } from '../../../contract/catalog';
import { searchDeals } from './api/search-deals';

/** Typing pauses this long before suggestions are asked for, so each keystroke is not a request. */
export const SUGGESTION_DELAY_MS = 200;
export const MAX_SUGGESTIONS = 6;

export type Suggestions =
  | { status: 'idle' }
  | { status: 'loading'; q: string }
  | { status: 'done'; q: string; deals: Deal[]; total: number }
  /** No answer (the server is down): nothing can be said about matches. */
  | { status: 'failed'; q: string };

/**
 * Deals matching `text` once the shopper pauses typing. An answer for older text is never shown:
 * its request is aborted as soon as the text changes.
 */
export function useSuggestions(text: string): Suggestions {
  const q = text.trim();
  const [settled, setSettled] = useState<Suggestions>({ status: 'idle' });

  useEffect(() => {
    if (q === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchDeals({ q }, controller.signal).then(
        (results) =>
          setSettled({
            status: 'done',
            q,
            deals: results.data.slice(0, MAX_SUGGESTIONS),
            total: results.total,
          }),
        () => {
          if (!controller.signal.aborted) setSettled({ status: 'failed', q });
        },
      );
    }, SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  if (q === '') return { status: 'idle' };
  return settled.status !== 'idle' && settled.q === q ? settled : { status: 'loading', q };
}
