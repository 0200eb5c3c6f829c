import { enqueueSnackbar } from 'notistack';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/**
 * Shows a toast in the app's one SnackbarProvider (top-right, 5 s, SPEC 2 and 9). Everything
 * that toasts goes through here.
 */
export function showToast(message: string, variant: ToastVariant): void {
  enqueueSnackbar(message, { variant });
}

const TOAST_AFTER_RELOAD_KEY = 'bogo:toastAfterReload';

/**
 * Shows a toast on the next page load of this tab: for actions that end in a full reload
 * (logout), whose toast would otherwise vanish with the page.
 */
export function showToastAfterReload(message: string, variant: ToastVariant): void {
  try {
    globalThis.sessionStorage.setItem(TOAST_AFTER_RELOAD_KEY, JSON.stringify({ message, variant }));
  } catch {
    // Session storage blocked: the toast shows now and may only flash before the reload.
    showToast(message, variant);
  }
}

/** Shows the toast left by showToastAfterReload, once. */
export function showToastLeftBeforeReload(): void {
  let raw: string | null = null;
  try {
    raw = globalThis.sessionStorage.getItem(TOAST_AFTER_RELOAD_KEY);
    globalThis.sessionStorage.removeItem(TOAST_AFTER_RELOAD_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const { message, variant } = JSON.parse(raw) as { message: string; variant: ToastVariant };
    if (typeof message === 'string') showToast(message, variant);
  } catch {
    // A value this code did not write: nothing to show.
  }
}
