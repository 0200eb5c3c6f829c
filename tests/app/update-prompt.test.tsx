import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { InstallButton } from '../../src/features/install/components/install-button';
import { UpdatePrompt } from '../../src/features/install/components/update-prompt';
import { installTexts } from '../../src/features/install/texts';
import { announceUpdate } from '../../src/features/install/update-store';

/** The layout's prompt above two plain screens, starting at `path`. */
async function renderAt(path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <UpdatePrompt />
      </>
    ),
  });
  const screens = ['/', '/checkout'].map((to) =>
    createRoute({ getParentRoute: () => rootRoute, path: to, component: () => <p>{to}</p> }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(screens),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('new version', () => {
  it('waits until the shopper leaves checkout, then offers Reload', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/checkout');
    const apply = vi.fn();
    act(() => announceUpdate(apply));
    expect(screen.queryByText(installTexts.newVersion)).toBeNull();
    expect(screen.queryByRole('button', { name: installTexts.reload })).toBeNull();

    await act(() => router.navigate({ to: '/' }));
    expect(await screen.findByText(installTexts.newVersion)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: installTexts.reload }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('offers Reload at once outside checkout', async () => {
    await renderAt('/');
    act(() => announceUpdate(vi.fn()));
    expect(await screen.findByText(installTexts.newVersion)).toBeTruthy();
  });
});

describe('a new version the browser was already installing when the page registered', () => {
  it('is announced once it waits, and Reload hands over to it', async () => {
    // workbox-window stands in for the browser here: it reports the registration with that
    // version still installing, which it does not follow itself.
    vi.resetModules();
    const installing = Object.assign(new EventTarget(), { state: 'installing' });
    const messageSkipWaiting = vi.fn();
    vi.doMock('workbox-window', () => ({
      Workbox: class {
        addEventListener() {}
        messageSkipWaiting = messageSkipWaiting;
        register = async () => ({ installing });
      },
    }));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    const { registerServiceWorker } = await import('../../src/app/register-service-worker');
    const { usePendingUpdate } = await import('../../src/features/install/update-store');

    await registerServiceWorker();
    const { result } = renderHook(() => usePendingUpdate());
    expect(result.current).toBeNull();

    act(() => {
      installing.state = 'installed';
      installing.dispatchEvent(new Event('statechange'));
    });
    expect(result.current).not.toBeNull();
    act(() => result.current?.());
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
    vi.doUnmock('workbox-window');
  });
});

describe('install', () => {
  it('offers Install only once the browser does, and hands the tap to its dialog', async () => {
    const user = userEvent.setup();
    render(<InstallButton />);
    expect(screen.queryByRole('button', { name: installTexts.installLabel })).toBeNull();

    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => {}),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: installTexts.installLabel }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    // An offer is good for one dialog: the button goes until the browser offers again.
    expect(screen.queryByRole('button', { name: installTexts.installLabel })).toBeNull();
  });
});
