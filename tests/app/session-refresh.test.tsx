import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler } from '../../src/api/client';
import { postOnce } from '../../src/api/post-once';
import { REFRESH_LOCK } from '../../src/api/refresh-session';
import { AppProviders } from '../../src/app/providers';
import { makeUser, signIn } from './fixtures';
import { stubApi } from './render';

const user = makeUser();
const profileBody = { success: true, data: { user } };
const expired = { status: 401, body: { success: false, message: 'Your session has expired.' } };

function refreshAnswer(access: string, refresh: string) {
  return {
    body: { success: true, data: { tokens: { accessToken: access, refreshToken: refresh } } },
  };
}

/** A call that answers `body` only to `token`; anything else is a 401. */
function accepting(token: string, body: unknown = profileBody) {
  return (_url: URL, request: Request): { status?: number; body: unknown } =>
    request.headers.get('Authorization') === `Bearer ${token}` ? { body } : expired;
}

const callsTo = <Call extends { url: URL }>(calls: Call[], path: string) =>
  calls.filter((call) => call.url.pathname === `/api/v1/${path}`);

/**
 * The Web Locks API as one browser holds it for all its tabs: requests for a name run one at a
 * time, in order. A test plays "another tab" by taking the lock itself.
 */
function installLocks() {
  const names: string[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  const locks = {
    request(name: string, callback: () => Promise<unknown>) {
      names.push(name);
      const run = queue.then(() => callback());
      queue = run.catch(() => undefined);
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { locks, names };
}

/**
 * A signed-in tab's profile call is refused while another tab is in the middle of its own
 * refresh (it holds the lock). Resolves once the refused call has gone out.
 */
async function refusedWhileAnotherTabRefreshes(routes: Parameters<typeof stubApi>[0]) {
  const { locks } = installLocks();
  signIn(user, { access: 'old', refresh: 'refresh-1' });
  const { calls } = stubApi(routes);
  let releaseLock = () => {};
  void locks.request(REFRESH_LOCK, () => new Promise<void>((resolve) => (releaseLock = resolve)));
  const pending = api.get('user/profile').json();
  await waitFor(() => expect(callsTo(calls, 'user/profile')).toHaveLength(1));
  return { calls, pending, finishOtherTab: () => releaseLock() };
}

/**
 * Requests as a browser treats them: sending one reads its body, and a request cannot be built
 * from one whose body was read (the DOM stand-in allows both).
 */
function sendingReadsTheBody(stub: ReturnType<typeof stubApi>) {
  const answer = stub.fetchMock.getMockImplementation();
  if (!answer) throw new Error('stubApi gave no implementation');
  stub.fetchMock.mockImplementation(async (input, init) => {
    const response = await answer(input, init);
    if (input instanceof Request && input.body && !input.bodyUsed) await input.arrayBuffer();
    return response;
  });
  const DomRequest = globalThis.Request;
  class BrowserRequest extends DomRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      if (input instanceof DomRequest && input.bodyUsed) {
        throw new TypeError(
          'Cannot construct a Request with a Request object that has already been used.',
        );
      }
      super(input, init);
    }
  }
  vi.stubGlobal('Request', BrowserRequest);
}

describe('a rejected session', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    render(<AppProviders>{null}</AppProviders>);
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    setUnauthorizedHandler(() => undefined);
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('is renewed once with the refresh token, and the call is repeated with the new token', async () => {
    signIn(user, { access: 'old', refresh: 'refresh-1' });
    const { calls } = stubApi({
      'GET /api/v1/user/profile': accepting('new'),
      'POST /api/v1/auth/refresh': refreshAnswer('new', 'refresh-2'),
    });

    expect(await api.get('user/profile').json()).toEqual(profileBody);

    const refreshes = callsTo(calls, 'auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(callsTo(calls, 'user/profile')).toHaveLength(2);
    expect(localStorage.getItem('authToken')).toBe('new');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('repeats a change with its body intact', async () => {
    signIn(user, { access: 'old', refresh: 'refresh-1' });
    const { calls } = stubApi({
      'PUT /api/v1/user/profile': accepting('new', {
        ...profileBody,
        message: 'Profile updated successfully',
      }),
      'POST /api/v1/auth/refresh': refreshAnswer('new', 'refresh-2'),
    });

    await api.put('user/profile', { json: { firstName: 'Grace' } }).json();

    const puts = callsTo(calls, 'user/profile');
    expect(puts).toHaveLength(2);
    expect(puts[1]?.body).toEqual({ firstName: 'Grace' });
  });

  it('pays on the first tap after a quiet spell: a payment sent once goes again, body intact', async () => {
    signIn(user, { access: 'old', refresh: 'refresh-1' });
    const intent = { success: true, data: { paymentIntentId: 'pi_1' } };
    const stub = stubApi({
      'POST /api/v1/payments/create-intent': accepting('new', intent),
      'POST /api/v1/auth/refresh': refreshAnswer('new', 'refresh-2'),
    });
    sendingReadsTheBody(stub);

    expect(await postOnce('payments/create-intent', { amount: 2500 })).toEqual(intent);

    const sent = callsTo(stub.calls, 'payments/create-intent');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({ amount: 2500 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs out and goes to sign in when the refresh is refused', async () => {
    signIn(user, { access: 'old', refresh: 'revoked' });
    const { calls } = stubApi({
      'GET /api/v1/user/profile': accepting('new'),
      'POST /api/v1/auth/refresh': {
        status: 401,
        body: { success: false, message: 'Your session has ended.' },
      },
    });

    await expect(api.get('user/profile').json()).rejects.toThrow();

    expect(callsTo(calls, 'auth/refresh')).toHaveLength(1);
    expect(callsTo(calls, 'user/profile')).toHaveLength(1);
    for (const key of ['authToken', 'refreshToken', 'user', 'lastAddress', 'userEmail']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('refreshes only once: a repeat that is refused again signs out', async () => {
    signIn(user, { access: 'old', refresh: 'refresh-1' });
    const { calls } = stubApi({
      'GET /api/v1/user/profile': expired,
      'POST /api/v1/auth/refresh': refreshAnswer('new', 'refresh-2'),
    });

    await expect(api.get('user/profile').json()).rejects.toThrow();

    expect(callsTo(calls, 'auth/refresh')).toHaveLength(1);
    expect(callsTo(calls, 'user/profile')).toHaveLength(2);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('signs a visitor without a token straight out, with no refresh', async () => {
    const { calls } = stubApi({ 'GET /api/v1/user/profile': expired });
    await expect(api.get('user/profile').json()).rejects.toThrow();
    expect(callsTo(calls, 'auth/refresh')).toHaveLength(0);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('trades the refresh token once when two calls are refused together (no Web Locks)', async () => {
    expect(navigator.locks).toBeFalsy();
    signIn(user, { access: 'old', refresh: 'refresh-1' });
    const { calls } = stubApi({
      'GET /api/v1/user/profile': accepting('new'),
      'GET /api/v1/user/notifications': accepting('new', { success: true, data: [] }),
      'POST /api/v1/auth/refresh': refreshAnswer('new', 'refresh-2'),
    });

    await Promise.all([api.get('user/profile').json(), api.get('user/notifications').json()]);

    expect(callsTo(calls, 'auth/refresh')).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('trades the refresh token once under the shared lock when two calls are refused together', async () => {
    const { names } = installLocks();
    signIn(user, { access: 'old', refresh: 'refresh-1' });
    const { calls } = stubApi({
      'GET /api/v1/user/profile': accepting('new'),
      'POST /api/v1/auth/refresh': refreshAnswer('new', 'refresh-2'),
    });

    await Promise.all([api.get('user/profile').json(), api.get('user/profile').json()]);

    expect(callsTo(calls, 'auth/refresh')).toHaveLength(1);
    expect(names).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
  });

  it("uses another tab's new token instead of presenting the rotated refresh token again", async () => {
    const { calls, pending, finishOtherTab } = await refusedWhileAnotherTabRefreshes({
      'GET /api/v1/user/profile': accepting('from-other-tab'),
      'POST /api/v1/auth/refresh': {
        status: 401,
        body: { success: false, message: 'Your session has ended.' },
      },
    });
    localStorage.setItem('authToken', 'from-other-tab');
    localStorage.setItem('refreshToken', 'refresh-2');
    finishOtherTab();

    expect(await pending).toEqual(profileBody);
    expect(callsTo(calls, 'auth/refresh')).toHaveLength(0);
    expect(callsTo(calls, 'user/profile')[1]?.request.headers.get('Authorization')).toBe(
      'Bearer from-other-tab',
    );
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs out without a refresh when another tab signed out while this one waited', async () => {
    const { calls, pending, finishOtherTab } = await refusedWhileAnotherTabRefreshes({
      'GET /api/v1/user/profile': expired,
      'POST /api/v1/auth/refresh': refreshAnswer('new', 'refresh-2'),
    });
    localStorage.clear();
    finishOtherTab();

    await expect(pending).rejects.toThrow();
    expect(callsTo(calls, 'auth/refresh')).toHaveLength(0);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
