/** Whether the browser has a share sheet (phones, most desktop browsers but Firefox's). */
export function hasShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Opens the share sheet with `data`: 'shared' once the shopper shared, 'closed' when they closed
 * the sheet, 'refused' when the browser would not open it (the link to copy beside it still works).
 */
export async function openShareSheet(data: ShareData): Promise<'shared' | 'closed' | 'refused'> {
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'closed' : 'refused';
  }
}
