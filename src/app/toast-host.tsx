import Fade from '@mui/material/Fade';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { deliverToasts } from '../lib/toast';
import { TOAST_CLEARANCE_VAR } from '../lib/toast-clearance';

/** docs/product.md §2 and §9: toasts close by themselves after 5 seconds. */
export const TOAST_AUTO_HIDE_MS = 5_000;

/** notistack's own colours are too light for white text; these pass WCAG AA. */
const toastColours = (
  <GlobalStyles
    styles={{
      '.notistack-MuiContent-success': { backgroundColor: '#15803D !important' },
      '.notistack-MuiContent-error': { backgroundColor: '#B91C1C !important' },
      '.notistack-MuiContent-info': { backgroundColor: '#1D4ED8 !important' },
      '.notistack-MuiContent-warning': { backgroundColor: '#B45309 !important' },
    }}
  />
);

/**
 * Toasts rise from the foot of the window, not docs/product.md's top-right (docs/decisions/0016): at the top
 * they covered what a screen opens with, its heading, filters and first card, on a phone across
 * the whole width ("Order confirmed!" under the checkout's toasts) and on a desktop over the
 * header's My Orders and account buttons and the right of the content. On a phone they span the
 * screen, two at most; wider, they keep to the left corner, clear of a card's buttons on the right
 * and of the new-version prompt in the middle.
 */
const PHONE_QUERY = '(max-width: 599.95px)';

/**
 * Toasts rise above the bars at the foot of the window (see useToastClearance). They hold words
 * only, no controls, so a tap on what one sits over (a form's Validate card, a checkbox) goes
 * through to it: nothing a toast covers stops being an action for those 5 seconds.
 */
const aboveBottomBars = (
  <GlobalStyles
    styles={{
      '.notistack-SnackbarContainer': {
        bottom: `calc(14px + var(${TOAST_CLEARANCE_VAR}, 0px)) !important`,
      },
      '.notistack-SnackbarContainer, .notistack-SnackbarContainer *': {
        pointerEvents: 'none !important',
      },
    }}
  />
);

/** The app's toasts (notistack), loaded with the first toast a page shows (src/lib/toast.ts). */
export default function ToastHost() {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  // The provider is drawn first, so notistack's enqueueSnackbar is ready when toasts arrive.
  useEffect(
    () => deliverToasts(({ message, variant }) => enqueueSnackbar(message, { variant })),
    [],
  );
  return (
    <>
      {toastColours}
      {aboveBottomBars}
      <SnackbarProvider
        anchorOrigin={{ vertical: 'bottom', horizontal: phone ? 'center' : 'left' }}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        // A toast fades in where it sits: sliding up from the foot it crossed the bars there
        // (a checkout step's Continue or Pay) while a shopper tapped them again.
        TransitionComponent={Fade}
        maxSnack={phone ? 2 : 3}
        preventDuplicate
      />
    </>
  );
}
