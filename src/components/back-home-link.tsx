import type { ReactNode } from 'react';
import { ArrowBackIcon } from './icons';
import { ButtonLink } from './router-links';

/** The way back to the deals from a screen with nothing (more) to show. */
export function BackHomeLink({ children }: { children: ReactNode }) {
  return (
    <ButtonLink to="/" variant="contained" startIcon={<ArrowBackIcon />}>
      {children}
    </ButtonLink>
  );
}
