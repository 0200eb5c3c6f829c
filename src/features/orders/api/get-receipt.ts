import { readAuthToken } from '../../../lib/credentials';

/**
 * GET {receipt_url}: the receipt's bytes. Receipts are served to their owner only, so the
 * address alone (a link, an <img>) would be refused: the file is fetched with the session and
 * shown from memory. The address is absolute or site-relative, not under the client's prefix,
 * hence plain fetch.
 */
export async function getReceipt(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = readAuthToken();
  const response = await fetch(url, {
    signal,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Receipt ${url} answered ${response.status}`);
  return response.blob();
}
