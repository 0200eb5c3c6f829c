import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { dealTexts } from '../../src/features/deals/texts.ts';
import { accessibilityViolations } from './accessibility.ts';
import { newDealWithVariations } from './catalogue.ts';
import { join, newShopperWithCard } from './shoppers.ts';
import { openDevice, useBrowser } from './use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** A folder to keep the screens in for a person to look at, when the run names one. */
const shotsDir = process.env.CLOSING_GROUPS_SHOTS;
const cues = [dealTexts.oneLeftToFill, dealTexts.closesWithinHour];

/** The home grid's cards in order: each one's title and whether it says its group is closing. */
function gridCards(page: Page) {
  return page.getByRole('article').evaluateAll(
    (articles, closingCues) =>
      articles.map((article) => ({
        title: article.querySelector('h2, h3')?.textContent ?? '',
        closing: closingCues.some((cue) => article.textContent?.includes(cue)),
      })),
    cues,
  );
}

describe('a shopper on the home page', () => {
  it('sees a group one unit short of full ahead of every group not about to close, marked 1 left to fill', async () => {
    // Ends in three hours: deals not about to close that end sooner must still come after it.
    const deal = await newDealWithVariations(2, 3);
    await join(await newShopperWithCard(), deal, [{ size: 'M', color: 'Navy' }]);

    for (const width of [412, 1280]) {
      const { context, page } = await openDevice(browser(), { width, height: 900 });
      // Listings are cached for up to two seconds: the join shows once the cache has moved on.
      await expect
        .poll(
          async () => {
            await page.goto(baseUrl);
            return (await gridCards(page)).find((card) => card.title === deal.title);
          },
          { timeout: 15_000, interval: 1_000 },
        )
        .toEqual({ title: deal.title, closing: true });
      const cards = await gridCards(page);
      const ours = cards.findIndex((card) => card.title === deal.title);
      expect(cards.slice(0, ours).every((card) => card.closing)).toBe(true);
      const firstNotClosing = cards.findIndex((card) => !card.closing);
      if (firstNotClosing >= 0)
        expect(cards.slice(firstNotClosing).some((card) => card.closing)).toBe(false);
      const card = page.getByRole('article').nth(ours);
      await card.getByText(dealTexts.oneLeftToFill).waitFor();

      expect(await accessibilityViolations(page)).toEqual([]);
      if (shotsDir) {
        fs.mkdirSync(shotsDir, { recursive: true });
        await page.getByRole('article').first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shotsDir, `closing-first-${width}.png`) });
        await card.screenshot({ path: path.join(shotsDir, `closing-card-${width}.png`) });
      }
      await context.close();
    }
  });
});
