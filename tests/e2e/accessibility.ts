import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Violations axe finds on the page as it is now, as "rule: target" lines, so a failing
 * assertion names what is wrong and where. The page's context needs `bypassCSP: true`: axe is
 * injected as a script, which the store's content security policy would refuse.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
