import type { SxProps, Theme } from '@mui/material/styles';
import styles from './visually-hidden.module.css';

/** Hides content visually but keeps it for screen readers (the usual clip pattern). */
export const visuallyHidden: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};

/** The same, as a class name for plain elements. */
export const visuallyHiddenClass = styles.hidden;
