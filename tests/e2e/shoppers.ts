import fs from 'node:fs';
import { crc32 } from 'node:zlib';
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

/** Every code the server printed for `email` (its outbox lines), as an operator would read them. */
function codesFor(email: string): string[] {
  const line = new RegExp(`^Sign-in code for ${email.replace(/[.+]/g, '\\$&')}: (\\d{6})$`, 'gm');
  return [...fs.readFileSync(serverLogFile, 'utf8').matchAll(line)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}

/** Waits for the code printed after the first `seen` ones, so a second sign-in never reads the old one. */
async function newCodeFor(email: string, seen: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const code = codesFor(email)[seen];
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

/** The next code the server prints for `email`: call it before the code is asked for. */
export function nextCodeFor(email: string): () => Promise<string> {
  const seen = codesFor(email).length;
  return () => newCodeFor(email, seen);
}

/**
 * The address `email`'s shopper asks from, as the store's load balancer reports it (the e2e
 * server trusts one proxy hop). Real shoppers come from many addresses; without this every
 * story's shopper would share the test machine's, and the per-address send limit (20 codes in
 * 10 minutes) would refuse the suite's later sign-ins.
 */
function addressOf(email: string): string {
  const hash = crc32(email);
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/**
 * Asks the server to send `email` a code. One address may ask again only after a short wait
 * (the resend limit): when the last story of another file signed the same operator in moments
 * ago, wait as long as the server says and ask once more.
 */
async function askForCode(email: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${baseUrl}/api/v1/auth/sendOtp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': addressOf(email) },
      body: JSON.stringify({ email, remember_me: true }),
    });
    const text = await response.text();
    if (response.ok) return;
    const waitSeconds = Number(
      response.headers.get('retry-after') ?? /in (\d+) second/.exec(text)?.[1] ?? 30,
    );
    // Only the e-mail's 30-second resend wait is worth sitting out inside a story.
    if (response.status !== 429 || attempt >= 2 || waitSeconds > 31) {
      throw new Error(`POST /auth/sendOtp answered ${response.status}: ${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, (waitSeconds + 1) * 1_000));
  }
}

/** Signs `email` in through the API with the code the server printed. */
async function signIn(email: string): Promise<Shopper> {
  const seen = codesFor(email).length;
  await askForCode(email);
  const verified = await call<{
    data: { tokens: { accessToken: string; refreshToken: string }; user: unknown };
  }>('POST', '/auth/verifyOtp', { email, otp: await newCodeFor(email, seen), remember_me: true });
  const { accessToken, refreshToken } = verified.data.tokens;
  return { email, accessToken, refreshToken, user: verified.data.user };
}

/**
 * An operator (one of the e2e server's ADMIN_EMAILS), signed in through the API. The files of a
 * run take the addresses in turn, so no address asks for more codes than the server allows.
 */
export function signedInOperator(): Promise<Shopper> {
  const turnsFile = inject('operatorTurnsFile');
  const turn = fs.existsSync(turnsFile) ? Number(fs.readFileSync(turnsFile, 'utf8')) : 0;
  fs.writeFileSync(turnsFile, String(turn + 1));
  const emails = inject('operatorEmails');
  return signIn(emails[turn % emails.length] ?? inject('adminEmail'));
}

/** A new shopper signed in through the API, with no card saved yet. */
export function newShopper(): Promise<Shopper> {
  shopperCount += 1;
  return signIn(`e2e-shopper-${Date.now()}-${shopperCount}@example.com`);
}

/**
 * A new shopper signed in through the API with a saved test card (one that pays, unless told),
 * ready for one-click joins.
 */
export async function newShopperWithCard(cardNumber = '4242424242424242'): Promise<Shopper> {
  const shopper = await newShopper();
  await call(
    'POST',
    '/payments/test/payment-methods',
    {
      card: { number: cardNumber, exp_month: 12, exp_year: 2034, cvc: '123' },
      billing_details: { name: `Shopper ${shopperCount}`, email: shopper.email },
    },
    shopper.accessToken,
  );
  return shopper;
}

/** A one-click join of one unit; a product with variations needs the unit's options. */
export function join(
  shopper: Shopper,
  deal: Deal,
  variants?: Record<string, string>[],
): Promise<{ data: Order }> {
  return call(
    'POST',
    `/deals/${deal.id}/join`,
    { quantity: 1, ...(variants ? { variants } : {}) },
    shopper.accessToken,
  );
}

/** A page signed in as `shopper`, the way the app stores a session after the code. */
export async function signedInPage(
  browser: Browser,
  shopper: Shopper,
  width = 1280,
  options: Parameters<typeof openPage>[2] = {},
): Promise<Page> {
  const page = await openPage(browser, width, options);
  await storeSession(page, shopper);
  return page;
}

/**
 * Opens the store on `page` (at `origin`, the store's own address unless a story names another)
 * and keeps `shopper`'s session as the app does after the code.
 */
export async function storeSession(page: Page, shopper: Shopper, origin = baseUrl): Promise<void> {
  await page.goto(`${origin}/`);
  await page.evaluate((s) => {
    localStorage.setItem('authToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('userEmail', s.email);
  }, shopper);
}
