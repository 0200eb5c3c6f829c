import { useEffect } from 'react';

/** Names the browser tab (and history entry) after this page while it is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
