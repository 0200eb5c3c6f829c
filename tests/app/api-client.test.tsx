import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler, toastPolicy } from '../../src/api/client';
import { UNEXPECTED_ERROR } from '../../src/api/texts';
import { AppProviders } from '../../src/app/providers';
import { stubApi } from './render';

function mountToasts() {
  render(<AppProviders>{null}</AppProviders>);
}

describe('the API client', () => {
  afterEach(() => setUnauthorizedHandler(() => undefined));

  it('calls /api/v1 with the bearer token when the shopper has one', async () => {
    const { calls } = stubApi({ 'GET /api/v1/config': { body: { success: true } } });
    localStorage.setItem('authToken', 'token-123');
    await api.get('config').json();
    expect(calls[0]?.url.pathname).toBe('/api/v1/config');
    expect(calls[0]?.request.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header without a token', async () => {
    const { calls } = stubApi({ 'GET /api/v1/config': { body: { success: true } } });
    await api.get('config').json();
    expect(calls[0]?.request.headers.get('Authorization')).toBeNull();
  });

  it("shows a failure's server message as an error toast", async () => {
    mountToasts();
    stubApi({
      'GET /api/v1/thing': { status: 409, body: { success: false, message: 'Sold out' } },
    });
    await expect(api.get('thing').json()).rejects.toThrow();
    expect(await screen.findByText('Sold out')).toBeTruthy();
  });

  it('falls back to the error text, then to the general message', async () => {
    mountToasts();
    stubApi({
      'GET /api/v1/a': { status: 400, body: { error: 'Bad field' } },
      'GET /api/v1/b': { status: 400, body: {} },
    });
    await expect(api.get('a').json()).rejects.toThrow();
    expect(await screen.findByText('Bad field')).toBeTruthy();
    await expect(api.get('b').json()).rejects.toThrow();
    expect(await screen.findByText(UNEXPECTED_ERROR)).toBeTruthy();
  });

  it('stays quiet on failure for a call that shows its own text', async () => {
    mountToasts();
    stubApi({ 'GET /api/v1/thing': { status: 404, body: { success: false, message: 'Nope' } } });
    await expect(
      api.get('thing', { context: toastPolicy({ errors: false }) }).json(),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Nope')).toBeNull();
  });

  it("shows a successful change's message as a success toast, unless the call is exempt", async () => {
    mountToasts();
    stubApi({
      'POST /api/v1/deals/1/join': { body: { success: true, message: 'Joined the deal' } },
      'POST /api/v1/ecommerce/deals/1/share': {
        body: { success: true, message: 'Shared quietly' },
      },
    });
    await api.post('deals/1/join', { json: { quantity: 1 } }).json();
    expect(await screen.findByText('Joined the deal')).toBeTruthy();
    await api.post('ecommerce/deals/1/share', { context: toastPolicy({ success: false }) }).json();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Shared quietly')).toBeNull();
  });

  it('clears the session and goes to sign-in on a 401 that a refresh cannot cure, without a toast', async () => {
    mountToasts();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem('authToken', 'expired');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('user', '{}');
    stubApi({
      'GET /api/v1/orders': { status: 401, body: { success: false, message: 'Session expired' } },
      'POST /api/v1/auth/refresh': { status: 401, body: { success: false, message: 'Ended' } },
    });
    await expect(api.get('orders').json()).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.queryByText('Session expired')).toBeNull();
  });
});
