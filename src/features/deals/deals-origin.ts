import { useLocation } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The listing (home, a category, a subcategory, a search) a deal was opened from. */
    dealsAt?: string;
  }
}

/** What a link to a deal keeps in the new history entry: the listing it is followed from. */
export function useDealsOriginState(): { dealsAt: string } {
  return { dealsAt: useLocation({ select: (location) => location.href }) };
}

/**
 * The listing this deal page was opened from in this tab, or null when it was opened straight
 * (a shared link, a new tab): only a path of this store counts.
 */
export function useDealsOrigin(): string | null {
  const dealsAt = useLocation({ select: (location) => location.state.dealsAt });
  return typeof dealsAt === 'string' && dealsAt.startsWith('/') && !dealsAt.startsWith('//')
    ? dealsAt
    : null;
}
