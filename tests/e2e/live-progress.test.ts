import { describe, inject, it } from 'vitest';
import type { DealListResponse } from '../../contract/catalog.ts';
import { openPage } from './browser.ts';
import { useBrowser } from './use-browser.ts';
import { call, join, newShopperWithCard } from './shoppers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('a deal page', () => {
  it('Shoppers watching a deal see its group fill as others join, without reloading', async () => {
    const deals = (await call<DealListResponse>('GET', '/ecommerce/active-deal?limit=100')).data;
    const deal = deals.find(
      (candidate) => candidate.product.variations.length === 0 && candidate.remaining_units >= 3,
    );
    if (!deal) throw new Error('The demo catalogue has no plain deal with 3 units left');
    const page = await openPage(browser());
    await page.goto(`${baseUrl}/deal/${deal.encoded_id}`);
    await page
      .getByText(`${deal.reservation_count} of ${deal.total_units_needed} units filled`)
      .waitFor();

    await join(await newShopperWithCard(), deal);
    // The live stream brings it in well under a second; polling (every 15 s) would be too late.
    await page
      .getByText(`${deal.reservation_count + 1} of ${deal.total_units_needed} units filled`)
      .waitFor({ timeout: 3_000 });
    await page.context().close();
  });
});
