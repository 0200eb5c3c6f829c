/** The Badging API as a worker's navigator has it, where the browser has it at all. */
export interface BadgeNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
}

/**
 * Puts a push's count on the app icon (0 clears it) where the browser has the Badging API; where
 * it has none, or the push carries no count, the icon stays as it is.
 */
export async function showAppBadge(
  navigator: BadgeNavigator,
  count: number | undefined,
): Promise<void> {
  if (count === undefined || !navigator.setAppBadge) return;
  // A browser may refuse a badge (an app not installed); the alert is shown all the same.
  await navigator.setAppBadge(count).catch(() => undefined);
}
