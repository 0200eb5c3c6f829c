import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { profileTexts } from '../../src/features/profile/texts.ts';
import { accessibilityViolations } from './accessibility.ts';
import { call, newShopper, storeSession } from './shoppers.ts';
import { openDevice, useBrowser } from './use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** A folder to keep the screens in for a person to look at, when the run names one. */
const shotsDir = process.env.DEAL_ALERT_PACE_SHOTS;

/** Checks the whole page with axe; keeps a picture of `part` of it when the run asks for one. */
async function look(page: Page, name: string, part: Locator) {
  expect(await accessibilityViolations(page)).toEqual([]);
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await part.screenshot({ path: path.join(shotsDir, `${name}-412.png`) });
}

describe('a shopper pacing their deal alerts on their phone', () => {
  it('sets at most 3 a day and quiet hours on their own clock, and sees them kept', async () => {
    const { context, page } = await openDevice(browser(), { width: 412, height: 860 });
    // A phone in Paris: the profile offers the phone's own time zone until the shopper picks one.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Europe/Paris' });
    const shopper = await newShopper();
    await storeSession(page, shopper);
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: profileTexts.edit }).click();

    const notices = page.getByRole('region', { name: profileTexts.notificationsTitle });
    const zone = notices.getByLabel(profileTexts.timeZone);
    expect(await zone.inputValue()).toBe('Europe/Paris');
    await notices.getByLabel(profileTexts.dealAlertsPerDay).selectOption('3');
    const quiet = notices.getByRole('switch', { name: profileTexts.quietHours });
    await quiet.focus();
    await page.keyboard.press('Space');
    // Chromium's time box takes its parts (hour, minute, AM/PM) in the phone's own format.
    await notices.getByLabel(profileTexts.quietFrom).fill('22:30');
    await notices.getByLabel(profileTexts.quietTo).fill('06:45');
    await notices.scrollIntoViewIfNeeded();
    await look(page, 'deal-alert-pace-edit', notices);

    await page.getByRole('button', { name: profileTexts.save }).click();
    await page.getByRole('button', { name: profileTexts.edit }).waitFor();
    await notices.getByText(profileTexts.quietWindow('22:30', '06:45')).waitFor();
    await notices.getByText(profileTexts.dealAlertsPerDayChoice(3)).waitFor();
    await notices.scrollIntoViewIfNeeded();
    await look(page, 'deal-alert-pace-view', notices);

    const kept = await call<{ data: { user: { preferences: { dealAlertPace: unknown } } } }>(
      'GET',
      '/user/profile',
      undefined,
      shopper.accessToken,
    );
    expect(kept.data.user.preferences.dealAlertPace).toEqual({
      maxPerDay: 3,
      quietHours: { from: '22:30', to: '06:45' },
      timeZone: 'Europe/Paris',
    });
    await context.close();
  });
});
