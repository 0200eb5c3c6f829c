import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Violations axe finds on the page as it is now, as "rule: target" lines, so a failing
 * assertion names what is wrong and where. The page's context needs `bypassCSP: true`: axe is
 * injected as a script, which the store's content security policy would refuse.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // axe reads colours as they are drawn: a button still fading from its disabled grey to its
  // colour (a 250 ms transition, e.g. after an option was chosen) would read as low contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
