import type { ReactNode } from 'react';
import styles from './pill.module.css';

type PillTone =
  'primary' | 'secondary' | 'warning' | 'success' | 'neutral' | 'onColour' | 'onColourOutline';

interface PillProps {
  tone: PillTone;
  icon?: ReactNode;
  size?: 'small' | 'medium';
  /** Placement or a variation of the tone, from the caller's own stylesheet. */
  className?: string;
  children: ReactNode;
}

/** A small label (percent off, badges). Plain text, not a control; lighter than MUI's Chip. */
export function Pill({ tone, icon, size = 'small', className, children }: PillProps) {
  const classes = [styles.pill, styles[tone], size === 'medium' && styles.medium, className];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      {icon}
      {children}
    </span>
  );
}
