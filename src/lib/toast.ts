import { enqueueSnackbar } from 'notistack';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/**
 * Shows a toast in the app's one SnackbarProvider (top-right, 5 s, SPEC 2 and 9). Everything
 * that toasts goes through here.
 */
export function showToast(message: string, variant: ToastVariant): void {
  enqueueSnackbar(message, { variant });
}
