import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Category } from '../../contract/catalog.ts';
import { appTexts } from '../../src/app/texts.ts';
import { checkoutTexts } from '../../src/features/checkout/texts.ts';
import { dealTexts } from '../../src/features/deals/texts.ts';
import { accessibilityViolations } from './accessibility.ts';
import { newDealWithVariations } from './catalogue.ts';
import { call, join, newShopperWithCard, storeSession } from './shoppers.ts';
import { pageIsLive } from './browser.ts';
import { openDevice, useBrowser } from './use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A device `width` px wide; touch when it is a phone. axe needs bypassCSP (see accessibility.ts). */
const device = (width: number, touch = width < 600) =>
  openDevice(browser(), { width, height: 800, touch });

async function openHome(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page
    .getByRole('link', { name: /^Join This Deal/ })
    .first()
    .waitFor();
  await pageIsLive(page);
}

/** A finger drawn sideways across `selector` by `dx` px. */
async function swipe(page: Page, selector: string, dx: number): Promise<void> {
  await page.evaluate(
    ({ selector, dx }) => {
      const target = document.querySelector(selector);
      if (!target) throw new Error(`nothing matches ${selector}`);
      const box = target.getBoundingClientRect();
      const at = (x: number) =>
        new Touch({ identifier: 1, target, clientX: x, clientY: box.top + box.height / 2 });
      const from = box.left + box.width / 2;
      target.dispatchEvent(
        new TouchEvent('touchstart', {
          bubbles: true,
          touches: [at(from)],
          changedTouches: [at(from)],
        }),
      );
      target.dispatchEvent(
        new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [at(from + dx)] }),
      );
    },
    { selector, dx },
  );
}

describe('the store laid out for the screen it is on', () => {
  it('a shopper on a 320 px phone reaches every header action without the page panning sideways', async () => {
    const { context, page } = await device(320);
    await openHome(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    for (const name of [appTexts.signIn, appTexts.howItWorks]) {
      const box = await page.getByRole('link', { name }).first().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it("a shopper at 1000 px (a landscape phone, a small laptop) reads the hero's title in full", async () => {
    const { context, page } = await device(1000, false);
    await openHome(page);
    const title = page
      .getByRole('region', { name: dealTexts.heroRegionLabel })
      .getByRole('heading');
    const clipped = await title.evaluate(
      (heading) => heading.scrollHeight > heading.clientHeight + 1,
    );
    expect(clipped).toBe(false);
    expect((await title.boundingBox())?.width).toBeGreaterThan(380);
    await context.close();
  });

  it('a phone shopper reads the whole product name on a deal card', async () => {
    const { context, page } = await device(412);
    await openHome(page);
    const titles = page.getByRole('article').getByRole('heading');
    await titles.first().waitFor();
    const cut = await titles.evaluateAll(
      (headings) =>
        headings.slice(0, 8).filter((heading) => heading.scrollHeight > heading.clientHeight + 1)
          .length,
    );
    expect(cut).toBe(0);
    await context.close();
  });

  it('a phone shopper swipes the hero to the next deal and back', async () => {
    const { context, page } = await device(412);
    await openHome(page);
    const slide = '[aria-roledescription="slide"]';
    await page.getByRole('button', { name: dealTexts.pauseRotation }).tap();
    const label = () => page.locator(slide).getAttribute('aria-label');
    const first = await label();
    const count = Number(first?.split(' of ')[1]);
    await swipe(page, slide, -120);
    await expect.poll(label).toBe(dealTexts.slideLabel(2, count));
    await swipe(page, slide, 120);
    await expect.poll(label).toBe(first);
    await context.close();
  });

  it.each([412, 1280])(
    'How it Works followed from a deal at %i px lands on the section, not above it',
    async (width) => {
      const { context, page } = await device(width);
      await openHome(page);
      await page
        .getByRole('link', { name: /^Join This Deal/ })
        .first()
        .click();
      await page.getByRole('button', { name: dealTexts.joinWithOthers }).waitFor();
      await page.getByRole('link', { name: appTexts.howItWorks }).click();
      const heading = page.getByRole('heading', { level: 2, name: appTexts.howTitle, exact: true });
      await heading.waitFor();
      // In view under the sticky header once the cards above it have been drawn and settled.
      await page.waitForTimeout(2_500);
      const top = (await heading.boundingBox())?.y ?? -1;
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(800 - 100);
      await context.close();
    },
  );

  it('Back to deals from a deal opened in a subcategory returns to that subcategory', async () => {
    const { data: categories } = await call<{ data: Category[] }>('GET', '/categories/dropdown');
    const subcategory = categories.find((c) => c.subcategories.length > 0)?.subcategories[0];
    if (!subcategory) throw new Error('The demo catalogue has no subcategory');
    const { context, page } = await device(1280, false);
    // The listing live, as a shopper's card is followed inside the app with the way back.
    await page.goto(`${baseUrl}/subcategory/${subcategory.id}`, { waitUntil: 'networkidle' });
    // The first card a shopper can join: earlier stories may have closed some deals here.
    await page
      .getByRole('link', { name: /^Join Deal/ })
      .first()
      .click();
    await page.waitForURL(/\/deal\//, { waitUntil: 'commit' });
    const back = page.getByRole('link', { name: dealTexts.backToDeals });
    await expect.poll(() => back.getAttribute('href')).toBe(`/subcategory/${subcategory.id}`);
    await back.click();
    await page.waitForURL(`${baseUrl}/subcategory/${subcategory.id}`, { waitUntil: 'commit' });
    await page.getByRole('article').first().waitFor();
    await context.close();
  });

  it('a shopper on a 320 px phone reads the confirmation of a group still filling without panning sideways', async () => {
    const { context, page } = await device(320);
    await openHome(page);
    // The record the checkout keeps for the confirmation (IndexedDB, through idb-keyval).
    await page.evaluate(
      (record) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onupgradeneeded = () => open.result.createObjectStore('keyval');
          open.onsuccess = () => {
            const tx = open.result.transaction('keyval', 'readwrite');
            tx.objectStore('keyval').put(record, 'orderConfirmationData');
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      {
        orderId: '88',
        orderNumber: 'BT-000088',
        orderType: 'group',
        status: 'pending_charge',
        totalAmount: 17.49,
        amountCharged: 0,
        estimatedDelivery: 'Ships when the group fills',
        trackingInfo: null,
        items: [
          {
            id: '88-1',
            productName: 'Kilnhouse Stoneware Mug Set',
            quantity: 1,
            pricePerUnit: 17.49,
            totalAmount: 17.49,
            status: 'reserved',
            type: 'group',
            variants: {},
            unitsReserved: 1,
            totalUnitsNeeded: 4,
            progressPercentage: 25,
            expiresAt: null,
            expiryLeftHours: 216,
            shareUrl: `${baseUrl}/deal/abcdef`,
            dealId: 1,
            members: [{ initials: 'SB', units: 1, you: true }],
          },
        ],
      },
    );
    await page.goto(`${baseUrl}/order-confirmation`);
    await page.getByRole('textbox', { name: checkoutTexts.shareLink }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await context.close();
  });

  it('a member opening the deal sees their units in its group, with Invite and Leave group', async () => {
    const deal = await newDealWithVariations(4);
    const shopper = await newShopperWithCard();
    await join(shopper, deal, [{ size: 'M', color: 'Navy' }]);
    const { context, page } = await device(412);
    await storeSession(page, shopper);
    await page.goto(`${baseUrl}/deal/${deal.encoded_id}`);
    const place = page.getByRole('region', { name: dealTexts.youHaveUnits(1) });
    await place.getByRole('button', { name: dealTexts.leaveGroup }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
