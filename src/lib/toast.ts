export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export type Toast = { message: string; variant: ToastVariant };

/**
 * Toasts go to the app's toast host (src/app/toast-host.tsx, at the foot, 5 s, docs/product.md §2 and §9) once
 * it is on the page. The first toast brings it in: its code is no part of a page's first
 * download, and toasts asked for meanwhile wait for it.
 */
let deliver: ((toast: Toast) => void) | null = null;
const waiting: Toast[] = [];
const listeners = new Set<() => void>();

/** Shows a toast. Everything that toasts goes through here. */
export function showToast(message: string, variant: ToastVariant): void {
  if (deliver) {
    deliver({ message, variant });
    return;
  }
  waiting.push({ message, variant });
  for (const listener of listeners) listener();
}

/** True once any toast was asked for: the toast host is needed from then on. */
export function toastsAsked(): boolean {
  return deliver !== null || waiting.length > 0;
}

export function subscribeToasts(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** For the toast host: shows the waiting toasts and every later one, until the returned stop. */
export function deliverToasts(show: (toast: Toast) => void): () => void {
  deliver = show;
  for (const toast of waiting.splice(0)) show(toast);
  return () => {
    if (deliver === show) deliver = null;
  };
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
