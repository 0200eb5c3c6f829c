import { act } from '@testing-library/react';
import { vi } from 'vitest';
// The app loads its toast host with the first toast; loaded here beforehand, the link's toast
// shows within the fake clock's steps instead of waiting for a module to load in real time.
import '../../src/app/toast-host';
import { storeRoutes } from './fixtures';
import { renderApp, stubApi } from './render';

type Reply = Parameters<typeof stubApi>[0][string];

/**
 * Opens the page an e-mail link leads to (`path`) on a fake clock, on a store whose link call
 * (`call`, as "METHOD /api/v1/...") answers `reply`, and lets the router and the call settle.
 * `timesCalled` counts how often the link's call was made.
 */
export async function openLinkPage(path: string, call: string, reply: Reply) {
  vi.useFakeTimers();
  const { calls } = stubApi({ ...storeRoutes(), [call]: reply });
  const { router } = renderApp(path);
  await act(() => vi.advanceTimersByTimeAsync(100));
  const timesCalled = () =>
    calls.filter((made) => `${made.method} ${made.url.pathname}` === call).length;
  return { router, timesCalled };
}
