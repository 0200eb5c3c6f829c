import { api, toastPolicy } from '../../../api/client';

/**
 * Fetches a CSV export with the operator's token (a plain link would carry none) and hands it
 * to the browser as a download named `fileName`.
 */
export async function downloadCsv(
  path: string,
  query: Record<string, string | number | undefined>,
  fileName: string,
): Promise<void> {
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const blob = await api.get(path, { searchParams, context: toastPolicy({ errors: true }) }).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
