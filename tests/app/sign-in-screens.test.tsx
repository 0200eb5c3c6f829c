import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract/profile';
import { appTexts } from '../../src/app/texts';
import { safeRedirect } from '../../src/features/auth/redirect';
import { authTexts } from '../../src/features/auth/texts';
import { orderTexts } from '../../src/features/orders/texts';
import { profileTexts } from '../../src/features/profile/texts';
import { reloadTo } from '../../src/lib/reload';
import { makeUser, signIn, storeRoutes } from './fixtures';
import { renderApp, stubApi } from './render';
import { signInCodeRoutes, signInWithCode } from './sign-in-steps';

// A full page load cannot happen in the test window: record where logout would reload to.
vi.mock('../../src/lib/reload', () => ({ reloadTo: vi.fn() }));

const ada = makeUser();

function storeApi(overrides: Parameters<typeof stubApi>[0] = {}, user: User = ada) {
  return stubApi({
    ...storeRoutes(),
    ...signInCodeRoutes(user),
    'GET /api/v1/user/profile': { body: { success: true, data: { user } } },
    'POST /api/v1/auth/logout': { body: { success: true } },
    ...overrides,
  });
}

/** Another tab of the store changed the session: the browser tells this one. */
function otherTabChanged(key: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  });
}

const accountButton = (name: string) =>
  screen.findByRole('button', { name: authTexts.accountMenu(name) });

/** The avatar's letter is drawn by CSS from this attribute, so it is not in the button's text. */
const avatarLetter = (button: HTMLElement) =>
  button.querySelector('[data-initial]')?.getAttribute('data-initial');

describe('the login page', () => {
  it('welcomes the shopper back with the e-mail box ready', async () => {
    storeApi();
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: authTexts.pageTitle }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(authTexts.emailLabel)),
    );
  });

  it('takes the shopper Home after the code when they were going nowhere in particular', async () => {
    storeApi();
    const { router } = renderApp('/login');
    await signInWithCode();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await accountButton('Ada')).toBeTruthy();
  });

  it('sends a shopper who is already signed in straight on', async () => {
    signIn();
    storeApi();
    const { router } = renderApp('/login?redirect=%2Fprofile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('ignores a redirect to another site and lands on Home', async () => {
    storeApi();
    const { router } = renderApp('/login?redirect=%2F%2Fevil.example%2Fsteal');
    await signInWithCode();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.href).toBe('/');
  });

  it.each([
    ['/profile', '/profile'],
    ['/deal/abc?ref=invite#share', '/deal/abc?ref=invite#share'],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    ['javascript:alert(1)', undefined],
    ['profile', undefined],
    ['/login?redirect=/profile', undefined],
    ['/.//evil.example', undefined],
    ['/%2e//evil.example', undefined],
    ['/a/..//evil.example', undefined],
    ['/a/../profile', '/profile'],
    [42, undefined],
  ])('accepts %j as a place to return to: %j', (value, kept) => {
    expect(safeRedirect(value)).toBe(kept);
  });
});

describe('screens that need sign-in', () => {
  it('sends a visitor from /profile to /login and back to the profile after the code', async () => {
    storeApi();
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: authTexts.pageTitle });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/profile' });

    await signInWithCode();

    expect(await screen.findByRole('heading', { level: 1, name: profileTexts.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('sends a visitor from /orders to /login', async () => {
    storeApi();
    const { router } = renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: authTexts.pageTitle });
    expect(router.state.location.search).toEqual({ redirect: '/orders' });
  });

  it('goes to /login, remembering the screen, when the session is rejected and cannot be renewed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    storeApi({
      'GET /api/v1/user/profile': { status: 401, body: { success: false, message: 'Expired' } },
      'POST /api/v1/auth/refresh': { status: 401, body: { success: false, message: 'Ended' } },
    });
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: authTexts.pageTitle });
    expect(router.state.location.search).toEqual({ redirect: '/profile' });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.queryByText(profileTexts.failedToLoadToast)).toBeNull();
  });
});

describe('the header for a visitor', () => {
  it('opens the login modal from My Orders and goes to /orders after the code', async () => {
    storeApi();
    const { router } = renderApp('/');
    const banner = await screen.findByRole('banner');
    fireEvent.click(
      within(banner).getAllByRole('button', { name: appTexts.myOrders })[0] as HTMLElement,
    );

    const dialog = await screen.findByRole('dialog', { name: authTexts.dialogTitle });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText(authTexts.emailLabel)),
    );
    await signInWithCode(dialog);

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: orderTexts.title, level: 1 })).toBeTruthy();
  });

  it('closes the login modal with its close button', async () => {
    storeApi();
    renderApp('/');
    const banner = await screen.findByRole('banner');
    fireEvent.click(
      within(banner).getAllByRole('button', { name: appTexts.myOrders })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: authTexts.dialogTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: authTexts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the header for a signed-in shopper', () => {
  beforeEach(() => vi.mocked(reloadTo).mockClear());

  it('shows the initial and first name, and the menu holds full name, e-mail, My Profile and Logout', async () => {
    signIn();
    storeApi();
    renderApp('/');
    const banner = await screen.findByRole('banner');
    for (const link of within(banner).getAllByRole('link', { name: appTexts.myOrders })) {
      expect(link.getAttribute('href')).toBe('/orders');
    }
    const button = await accountButton('Ada');
    expect(avatarLetter(button)).toBe('A');
    expect(button.textContent).toContain('Ada');

    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(menu).getByText('ada@example.com')).toBeTruthy();
    expect(
      within(menu).getByRole('menuitem', { name: authTexts.myProfile }).getAttribute('href'),
    ).toBe('/profile');
    expect(within(menu).getByRole('menuitem', { name: authTexts.logout })).toBeTruthy();
  });

  it('shows the e-mail when the shopper has no first name yet', async () => {
    signIn(makeUser({ firstName: '', lastName: '', email: 'new@example.com' }));
    storeApi();
    renderApp('/');
    const button = await accountButton('new@example.com');
    expect(avatarLetter(button)).toBe('N');
    expect(button.textContent).toContain('new@example.com');
  });

  it('logs out: tells the server, clears the credentials, reloads to / and says so there', async () => {
    signIn();
    localStorage.setItem('lastAddress', '{}');
    const { calls } = storeApi();
    const view = renderApp('/');
    fireEvent.click(await accountButton('Ada'));
    fireEvent.click(await screen.findByRole('menuitem', { name: authTexts.logout }));

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(calls.find((c) => c.url.pathname.endsWith('auth/logout'))?.body).toEqual({
      refreshToken: 'refresh-1',
    });
    for (const key of ['authToken', 'refreshToken', 'user', 'lastAddress', 'userEmail']) {
      expect(localStorage.getItem(key)).toBeNull();
    }

    // The reloaded store shows the toast.
    view.unmount();
    renderApp('/');
    expect(await screen.findByText(authTexts.loggedOut)).toBeTruthy();
    expect(await screen.findByRole('link', { name: appTexts.signIn })).toBeTruthy();
  });

  it('logs out even when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    storeApi({
      'POST /api/v1/auth/logout': { status: 503, body: { success: false, message: 'Down' } },
    });
    renderApp('/');
    fireEvent.click(await accountButton('Ada'));
    fireEvent.click(await screen.findByRole('menuitem', { name: authTexts.logout }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe('two tabs of the store', () => {
  it('signs this tab out when another tab logs out, and leaves a screen that needs sign-in', async () => {
    signIn();
    storeApi();
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: profileTexts.title })).toBeTruthy();

    localStorage.clear();
    otherTabChanged('authToken');

    await screen.findByRole('heading', { level: 1, name: authTexts.pageTitle });
    expect(router.state.location.search).toEqual({ redirect: '/profile' });
    expect(screen.getByRole('link', { name: appTexts.signIn })).toBeTruthy();
  });

  it('shows a sign-in made in another tab', async () => {
    storeApi();
    renderApp('/');
    await screen.findByRole('link', { name: appTexts.signIn });

    signIn();
    otherTabChanged('user');

    expect(await accountButton('Ada')).toBeTruthy();
    expect(screen.queryByRole('link', { name: appTexts.signIn })).toBeNull();
  });
});

describe('a shared phone with deal alerts allowed', () => {
  const endpoint = 'https://push.example.com/send/phone';

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
  });

  it("hands the phone's alerts to the shopper who signs in on it", async () => {
    const subscription = {
      endpoint,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPk', auth: 'au' } }),
    };
    vi.stubGlobal('Notification', { permission: 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({
          pushManager: { getSubscription: async () => subscription },
        }),
      },
    });
    const { calls } = storeApi({
      'POST /api/v1/push/subscriptions': { body: { success: true, message: 'saved' } },
    });
    renderApp('/login');
    await signInWithCode();
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname === '/api/v1/push/subscriptions')).toBeTruthy(),
    );
    const saved = calls.find((call) => call.url.pathname === '/api/v1/push/subscriptions');
    expect(saved?.request.headers.get('authorization')).toBe('Bearer access-1');
    expect(saved?.body).toEqual({
      subscription: { endpoint, expirationTime: null, keys: { p256dh: 'BPk', auth: 'au' } },
      categories: [],
    });
  });
});
