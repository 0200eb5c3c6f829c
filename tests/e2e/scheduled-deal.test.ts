import { describe, expect, inject, it } from 'vitest';
import { newDealWithVariations } from './catalogue.ts';
import { openPage, pageIsLive } from './browser.ts';
import { useBrowser } from './use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('a deal scheduled to open tomorrow', () => {
  it('A shopper who opens its link is told when it opens, and still is once the page has come alive', async () => {
    const opensAt = new Date(Date.now() + 24 * 3600_000);
    const deal = await newDealWithVariations(2, 72, opensAt);
    const opensText = `This deal opens on ${opensAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

    const page = await openPage(browser());
    const response = await page.goto(`${baseUrl}/deal/${deal.encoded_id}`);
    expect(response?.status()).toBe(200);
    await pageIsLive(page);
    await page.getByRole('heading', { level: 1, name: opensText }).waitFor();
    expect(await page.getByText('Deal not found').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    await page.context().close();
  }, 120_000);
});
