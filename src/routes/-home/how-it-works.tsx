import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { appTexts } from '../../app/texts';
import { HydrateWhenSettled } from '../../lib/page-settled';

/** The target of the header's How it Works link. */
export const HOW_IT_WORKS_ID = 'how-it-works';

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
          <Box
            component="li"
            key={step.title}
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
              {i + 1}
            </Box>
            <Typography component="h3" variant="h6">
              {step.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{step.text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
