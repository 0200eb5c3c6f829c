import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealListResponse } from '../../contract/catalog.ts';
import { fillBuyerForm, graceHopper } from './pages.ts';
import { launchBrowser } from './browser.ts';
import { startStore, type RunningStore } from './store-server.ts';

/**
 * This story deploys a second version, so it runs a store of its own (its own port, data and
 * static folder) and leaves the server every other story shares untouched.
 */
const root = path.resolve(import.meta.dirname, '../..');
let workDir = '';
let site = '';
let store: RunningStore | undefined;
let browser: Browser | undefined;
let page: Page;

/** `npm run build` of the PWA into `outDir`, stamped `version`. */
function buildVersion(outDir: string, version: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, ['scripts/build.ts'], {
      cwd: root,
      env: { ...process.env, PWA_OUT_DIR: outDir, PWA_VERSION: version },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The build of ${version} failed:\n${output}`)),
    );
  });
}

/** Puts a build where the store serves its files from, as a deployment would. */
function deploy(build: string) {
  fs.rmSync(site, { recursive: true, force: true });
  fs.cpSync(build, site, { recursive: true });
}

const firstBuild = () => path.join(workDir, 'version-1');
const secondBuild = () => path.join(workDir, 'version-2');

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bogo-e2e-update-'));
  site = path.join(workDir, 'site');
  // One after the other: both builds write the router's generated file in the source tree.
  await buildVersion(firstBuild(), 'e2e-1');
  await buildVersion(secondBuild(), 'e2e-2');
  deploy(firstBuild());
  store = await startStore('server/main.ts', {
    DATA_DIR: path.join(workDir, 'data'),
    STATIC_DIR: site,
  });
  browser = await launchBrowser();
  // openPage blocks workers; this story is about the worker, so this context allows it.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await store?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

const baseUrl = () => {
  if (!store) throw new Error('The store did not start');
  return store.baseUrl;
};

/** The version of the worker controlling the page, asked the way workbox-window's messageSW asks. */
function runningVersion(): Promise<string | null> {
  return page
    .evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          const worker = navigator.serviceWorker.controller;
          if (!worker) return resolve(null);
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(String(event.data));
          worker.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
        }),
    )
    .catch(() => null); // The page is between two documents while it reloads.
}

/** Whether the browser holds a newer worker back, waiting for the shopper's go-ahead. */
function newVersionWaits(): Promise<boolean> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(registration?.waiting);
  });
}

/** How long installing or switching a worker may take on a busy machine. */
const waiting = { timeout: 15_000 };

const announcement = () => page.getByText('A new version is available');

describe('a new version of the store', () => {
  it('Shoppers in checkout are not interrupted: the new version is announced once they leave it', async () => {
    await page.goto(baseUrl());
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(runningVersion, waiting).toBe('e2e-1');

    const deals = (await fetch(`${baseUrl()}/api/v1/ecommerce/active-deal?limit=100`).then((r) =>
      r.json(),
    )) as DealListResponse;
    const deal = deals.data.find(
      (d) => d.product.variations.length === 0 && d.remaining_units > 0 && d.total_units_needed > 1,
    );
    if (!deal) throw new Error('The demo catalogue has no open deal without options');
    await page.getByRole('link', { name: deal.product.name }).first().click();
    await page.getByRole('heading', { level: 1, name: deal.title }).waitFor();
    await page.getByRole('button', { name: 'Join with Others' }).click();
    await page.waitForURL(`${baseUrl()}/checkout`);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Version 2 goes live while the shopper types their address; the page checks for it.
    deploy(secondBuild());
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect.poll(newVersionWaits, waiting).toBe(true);
    await fillBuyerForm(page, { ...graceHopper, email: 'grace.update@example.com' });
    expect(await announcement().count()).toBe(0);
    expect(await runningVersion()).toBe('e2e-1');

    // Leaving checkout for the deal brings the announcement, with its Reload action. The steps
    // are in the address, so Back walks through them first, still without the announcement.
    for (const step of ['?step=shipping', '']) {
      await page.goBack();
      await page.waitForURL(`${baseUrl()}/checkout${step}`);
      expect(await announcement().count()).toBe(0);
    }
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: deal.title }).waitFor();
    await announcement().waitFor();
    await page.getByRole('button', { name: 'Reload' }).waitFor();
  });

  it('Reload switches the page to the new version', async () => {
    await page.evaluate(() => {
      (window as Window & { beforeReload?: boolean }).beforeReload = true;
    });
    const dealUrl = page.url();
    const reloaded = page.waitForEvent('load', waiting);
    await page.getByRole('button', { name: 'Reload' }).click();

    // Asking the old worker its version meanwhile would keep it busy and hold the switch back, so
    // the test waits for the reload the switch brings, then asks the worker now in control.
    await reloaded;
    expect(await runningVersion()).toBe('e2e-2');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(page.url()).toBe(dealUrl);
    expect(
      await page.evaluate(() => (window as Window & { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
    expect(await newVersionWaits()).toBe(false);
    expect(await announcement().count()).toBe(0);
  });
});
