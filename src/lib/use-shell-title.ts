import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * In the shell (index.html, the app drawn into #root) the router's head tags are not rendered,
 * so the tab would keep the shell's title on every screen: this writes the current route's
 * title (the deepest a route's head() gives) into the shell's one <title> and description.
 */
export function useShellTitle(enabled: boolean): void {
  const title = useRouterState({ select: (state) => lastMeta(state.matches, 'title') });
  const description = useRouterState({
    select: (state) => lastMeta(state.matches, 'description'),
  });
  useEffect(() => {
    if (enabled && title) document.title = title;
  }, [enabled, title]);
  useEffect(() => {
    if (!enabled || !description) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [enabled, description]);
}

type Meta = { title?: unknown; name?: unknown; content?: unknown } | undefined;

function lastMeta(matches: { meta?: Meta[] }[], key: 'title' | 'description'): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    for (const meta of matches[i]?.meta ?? []) {
      if (key === 'title' && typeof meta?.title === 'string') return meta.title;
      if (key === 'description' && meta?.name === 'description' && typeof meta.content === 'string')
        return meta.content;
    }
  }
  return null;
}
