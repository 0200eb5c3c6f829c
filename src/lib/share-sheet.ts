/** Whether the browser has a share sheet (phones, most desktop browsers but Firefox's). */
export function hasShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Opens the share sheet with `data`: true once the shopper shared, false when they closed the
 * sheet or the browser refused it (the copy button beside it still works).
 */
export async function openShareSheet(data: ShareData): Promise<boolean> {
  try {
    await navigator.share(data);
    return true;
  } catch {
    return false;
  }
}
