import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from '@tanstack/react-router';
import { memo, useEffect } from 'react';
import { appTexts } from '../../app/texts';
import { HydrateWhenSettled } from '../../lib/page-settled';

/** The target of the header's How it Works link. */
export const HOW_IT_WORKS_ID = 'how-it-works';

/** How long the section is kept in view while the page above it settles. */
const SETTLE_MS = 2_000;

/**
 * Brings How it Works into view once the home above it has its deals, when the address asks for
 * it. Followed from another page, the router scrolled while the grid was still its skeleton, and
 * the cards, drawn at their real height only as they come into view, then pushed the section below
 * the screen: so it is brought back each time the page's height changes, until the shopper scrolls
 * or types or the page has settled. The home asks when its deals are in, the section when it is
 * mounted; whichever comes last does it.
 */
export function useHowItWorksInView(homeReady: boolean) {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    const section = document.getElementById(HOW_IT_WORKS_ID);
    if (!homeReady || hash !== HOW_IT_WORKS_ID || !section) return undefined;
    const bring = () => section.scrollIntoView();
    bring();
    const observer = new ResizeObserver(bring);
    observer.observe(document.body);
    const shopperMoved = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of shopperMoved) removeEventListener(type, stop);
    };
    const timer = setTimeout(stop, SETTLE_MS);
    for (const type of shopperMoved) addEventListener(type, stop, { passive: true });
    return stop;
  }, [homeReady, hash]);
}

/**
 * Below the fold and without a control: on a server-rendered home React takes it over once the
 * page has settled. Memoised, so the home's renders leave its server markup alone meanwhile.
 */
export const HowItWorks = memo(function HowItWorks() {
  return (
    <HydrateWhenSettled>
      <HowItWorksSection />
    </HydrateWhenSettled>
  );
});

function HowItWorksSection() {
  useHowItWorksInView(true);
  return (
    <Box
      component="section"
      id={HOW_IT_WORKS_ID}
      aria-labelledby="how-title"
      sx={{ scrollMarginTop: 120 }}
    >
      <Typography
        id="how-title"
        component="h2"
        variant="h4"
        sx={{ mb: 3, fontSize: { xs: '1.6rem', md: '2rem' } }}
      >
        {appTexts.howTitle}
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {appTexts.howSteps.map((step, i) => (
          <HowStep key={step.title} number={i + 1} step={step} />
        ))}
      </Box>
    </Box>
  );
}

function HowStep({ number, step }: { number: number; step: { title: string; text: string } }) {
  return (
    <Box
      component="li"
      sx={{
        p: 3,
        borderRadius: '20px',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          mb: 1.5,
        }}
      >
        {number}
      </Box>
      <Typography component="h3" variant="h6">
        {step.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{step.text}</Typography>
    </Box>
  );
}
