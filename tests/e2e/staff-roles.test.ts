import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { consolePage, screenHeading, signInAtConsole, lookAtBothWidths } from './operator.ts';
import { signedInOperator, storeSession } from './shoppers.ts';

/** An owner gives someone the support role; they sign in and the console is what support does. */
const baseUrl = inject('baseUrl');
/** Where the screens' pictures go for a person to look at, when the run names a folder. */
const shotsDir = process.env.CONSOLE_SHOTS;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const lookAt = (page: Page, name: string) => lookAtBothWidths(page, name, shotsDir);

const consoleSections = (page: Page) =>
  page.getByRole('navigation', { name: 'Console sections' }).getByRole('link').allTextContents();

const consoleLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name });

describe('staff with roles in the console', () => {
  it('an owner adds a support operator, who signs in and sees only what support can do, until the owner removes them', async () => {
    const supportEmail = `e2e-support-${Date.now()}@example.com`;
    const owner = await consolePage(browser);
    await storeSession(owner, await signedInOperator());
    await owner.goto(`${baseUrl}/admin/staff`);
    await screenHeading(owner, 'Staff').waitFor();
    await owner.getByLabel('E-mail').fill(supportEmail);
    await owner.getByLabel('Role').selectOption('support');
    await owner.getByRole('button', { name: 'Add', exact: true }).click();
    await owner.getByText(supportEmail, { exact: true }).waitFor();
    await lookAt(owner, 'staff-owner');

    const support = await consolePage(browser);
    await signInAtConsole(support, supportEmail);
    await screenHeading(support, 'Dashboard').waitFor();
    expect(await consoleSections(support)).toEqual(['Dashboard', 'Orders', 'Shoppers']);
    await support.getByText('Your role: Support').waitFor();
    await lookAt(support, 'support-dashboard');

    await consoleLink(support, 'Orders').click();
    await screenHeading(support, 'Orders').waitFor();
    await support.goto(`${baseUrl}/admin/deals`);
    await support.getByText('This needs the catalogue or owner role').waitFor();
    await lookAt(support, 'support-refused');

    await owner.getByRole('button', { name: `Remove ${supportEmail}` }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await owner.getByText(supportEmail, { exact: true }).waitFor({ state: 'detached' });
    await consoleLink(support, 'Orders').click();
    await support.getByRole('heading', { name: 'Not allowed' }).waitFor();

    await owner.goto(`${baseUrl}/admin/audit?entity=staff`);
    await owner
      .getByRole('cell', { name: `staff ${supportEmail}` })
      .first()
      .waitFor();
    await lookAt(owner, 'audit-owner');
  });
});
