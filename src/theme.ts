import { createTheme } from '@mui/material/styles';

/**
 * One theme, light and dark. The colour scheme follows the system setting through a CSS media
 * query (no script, no flash). Every text colour below was chosen to pass WCAG AA (4.5:1)
 * against the surfaces it sits on, in both schemes.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'media' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#C2410C', light: '#FFEDD5', dark: '#9A3412', contrastText: '#FFFFFF' },
        secondary: { main: '#0F766E', light: '#CCFBF1', dark: '#115E59', contrastText: '#FFFFFF' },
        error: { main: '#B91C1C', contrastText: '#FFFFFF' },
        warning: { main: '#B45309', contrastText: '#FFFFFF' },
        success: { main: '#15803D', contrastText: '#FFFFFF' },
        info: { main: '#1D4ED8', contrastText: '#FFFFFF' },
        background: { default: '#FFF8F2', paper: '#FFFFFF' },
        text: { primary: '#1F1A17', secondary: '#574E48' },
        divider: 'rgba(31, 26, 23, 0.12)',
      },
    },
    dark: {
      palette: {
        primary: { main: '#FB923C', light: '#3B2415', dark: '#FDBA74', contrastText: '#1F1208' },
        secondary: { main: '#2DD4BF', light: '#123532', dark: '#5EEAD4', contrastText: '#042F2E' },
        error: { main: '#F87171', contrastText: '#2A0A0A' },
        warning: { main: '#FBBF24', contrastText: '#2A1A00' },
        success: { main: '#4ADE80', contrastText: '#052E16' },
        info: { main: '#93C5FD', contrastText: '#0B1A33' },
        background: { default: '#15110E', paper: '#211A16' },
        text: { primary: '#F7F0EA', secondary: '#CDBFB4' },
        divider: 'rgba(247, 240, 234, 0.14)',
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 800, letterSpacing: '-0.01em' },
    h4: { fontWeight: 800 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { fontWeight: 700, textTransform: 'none' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        // A visible keyboard focus ring on everything, in the brand colour.
        ':focus-visible': {
          outline: `3px solid ${theme.vars.palette.primary.main}`,
          outlineOffset: 2,
        },
        img: { maxWidth: '100%' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            transitionDuration: '0.01ms !important',
            animationDuration: '0.01ms !important',
          },
        },
      }),
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 16,
          border: `1px solid ${theme.vars.palette.divider}`,
        }),
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  },
});
