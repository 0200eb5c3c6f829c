import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { Deal } from '../../contract/catalog.ts';
import type { Order } from '../../contract/orders.ts';
import { openPage } from './browser.ts';

/** Shoppers made through the API, as the end-to-end stories need them. */
const baseUrl = inject('baseUrl');
const serverLogFile = inject('serverLogFile');

export interface Shopper {
  email: string;
  accessToken: string;
  refreshToken: string;
  user: unknown;
}

let shopperCount = 0;

/** The code the server printed for `email` (its outbox line), as an operator would read it. */
async function codeFor(email: string): Promise<string> {
  const line = new RegExp(`^Sign-in code for ${email.replace(/[.+]/g, '\\$&')}: (\\d{6})$`, 'gm');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const code = [...fs.readFileSync(serverLogFile, 'utf8').matchAll(line)].at(-1)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No sign-in code was printed for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A new shopper signed in through the API with a saved test card, ready for one-click joins. */
export async function newShopperWithCard(): Promise<Shopper> {
  shopperCount += 1;
  const email = `e2e-shopper-${Date.now()}-${shopperCount}@example.com`;
  await call('POST', '/auth/sendOtp', { email, remember_me: true });
  const verified = await call<{
    data: { tokens: { accessToken: string; refreshToken: string }; user: unknown };
  }>('POST', '/auth/verifyOtp', { email, otp: await codeFor(email), remember_me: true });
  const { accessToken, refreshToken } = verified.data.tokens;
  await call(
    'POST',
    '/payments/test/payment-methods',
    {
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
      billing_details: { name: `Shopper ${shopperCount}`, email },
    },
    accessToken,
  );
  return { email, accessToken, refreshToken, user: verified.data.user };
}

export function join(shopper: Shopper, deal: Deal): Promise<{ data: Order }> {
  return call('POST', `/deals/${deal.id}/join`, { quantity: 1 }, shopper.accessToken);
}

/** A page signed in as `shopper`, the way the app stores a session after the code. */
export async function signedInPage(
  browser: Browser,
  shopper: Shopper,
  width = 1280,
): Promise<Page> {
  const page = await openPage(browser, width);
  await page.goto(`${baseUrl}/`);
  await page.evaluate((s) => {
    localStorage.setItem('authToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('userEmail', s.email);
  }, shopper);
  return page;
}
