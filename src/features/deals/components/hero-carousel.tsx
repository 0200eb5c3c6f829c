import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import type { Deal } from '../../../../contract/catalog';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  GroupIcon,
  PauseIcon,
  PlayIcon,
} from '../../../components/icons';
import { Pill } from '../../../components/pill';
import { ButtonLink } from '../../../components/router-links';
import { usePageSettled } from '../../../lib/page-settled';
import { useSwipe } from '../../../lib/use-swipe';
import { dealView, useDealSecondsLeft } from '../deal-view';
import { dealTexts } from '../texts';
import { PriceLine } from './price-line';

/** docs/product.md §9: at most 5 deals, one every 5 seconds. */
export const HERO_MAX_SLIDES = 5;
export const HERO_INTERVAL_MS = 5_000;

/** Dark enough behind white text in both colour schemes (contrast over 4.5:1 at every stop). */
const GRADIENTS = [
  'linear-gradient(135deg, #7C2D12 0%, #C2410C 100%)',
  'linear-gradient(135deg, #134E4A 0%, #0F766E 100%)',
  'linear-gradient(135deg, #4C1D95 0%, #6D28D9 100%)',
  'linear-gradient(135deg, #7F1D1D 0%, #B91C1C 100%)',
  'linear-gradient(135deg, #1E3A8A 0%, #1D4ED8 100%)',
];

interface HeroCarouselProps {
  status: 'loading' | 'success' | 'error';
  deals: Deal[];
}

/**
 * The home hero: a spinner while the deals load, then up to 5 deal slides that advance every
 * 5 s and wrap around; a failed or empty load shows docs/product.md's empty headline. Rotation pauses while
 * the pointer or keyboard focus is inside, or when the shopper presses pause (WCAG 2.2.2).
 */
export function HeroCarousel({ status, deals }: HeroCarouselProps) {
  const slides = deals.slice(0, HERO_MAX_SLIDES);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;
  const current = count > 0 ? index % count : 0;
  const swipe = useSwipe((direction) =>
    setIndex((shown) => (count > 0 ? (shown + direction + count) % count : 0)),
  );

  // On a server-rendered page the first turn waits until the page has settled: a new slide then
  // would redraw the hero while the phone is still taking the page over.
  const settled = usePageSettled();

  useEffect(() => {
    if (!settled || paused || count < 2) return undefined;
    const timer = setTimeout(() => setIndex((current + 1) % count), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [current, count, paused, settled]);

  if (status === 'loading') {
    return (
      <HeroFrame background={GRADIENTS[0]}>
        <Box sx={{ display: 'grid', placeItems: 'center', flexGrow: 1 }}>
          <CircularProgress aria-label={dealTexts.heroLoading} sx={{ color: '#fff' }} />
        </Box>
      </HeroFrame>
    );
  }

  const slide = slides[current];
  if (!slide) {
    return (
      <HeroFrame background={GRADIENTS[0]}>
        <Box
          sx={{
            flexGrow: 1,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            gap: 2,
            px: { xs: 3, md: 6 },
            py: 4,
          }}
        >
          <Typography
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '3rem' }, lineHeight: 1.1 }}
          >
            {dealTexts.heroEmptyHeadline}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1rem', md: '1.25rem' }, maxWidth: 520 }}>
            {dealTexts.heroEmptyText}
          </Typography>
        </Box>
      </HeroFrame>
    );
  }

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <HeroFrame
      background={GRADIENTS[current % GRADIENTS.length]}
      label={dealTexts.heroRegionLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={dealTexts.slideLabel(current + 1, count)}
        aria-live={paused ? 'polite' : 'off'}
        {...swipe}
        sx={{
          flexGrow: 1,
          // Sideways gestures are the carousel's; up and down still scroll the page.
          touchAction: 'pan-y',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
          alignItems: 'center',
          gap: { xs: 2, md: 4 },
          minHeight: { xs: 0, md: 340 },
          px: { xs: 2.5, md: 6 },
          pt: { xs: 2.5, md: 5 },
        }}
      >
        <SlideDetails deal={slide} />
        <Box
          sx={{
            order: { xs: 1, md: 2 },
            justifySelf: 'center',
            width: { xs: 150, sm: 200, md: 300 },
            aspectRatio: '1 / 1',
            borderRadius: '20px',
            overflow: 'hidden',
            bgcolor: 'rgba(255,255,255,0.95)',
            boxShadow: '0 20px 40px rgba(0,0,0,0.25)',
          }}
        >
          <Box
            component="img"
            src={slide.product.image_url}
            alt={slide.product.name}
            width={300}
            height={300}
            fetchPriority={current === 0 ? 'high' : 'auto'}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.5,
          py: { xs: 1.5, md: 2 },
        }}
      >
        <IconButton
          aria-label={dealTexts.previousSlide}
          onClick={() => go(current - 1)}
          sx={controlSx}
        >
          <ChevronLeftIcon />
        </IconButton>
        {slides.map((deal, i) => (
          <Box
            key={deal.id}
            component="button"
            type="button"
            aria-label={dealTexts.goToSlide(i + 1)}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => go(i)}
            sx={{
              width: 24,
              height: 24,
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              '&::after': {
                content: '""',
                width: i === current ? 20 : 8,
                height: 8,
                borderRadius: 999,
                bgcolor: i === current ? '#fff' : 'rgba(255,255,255,0.55)',
                transition: 'width 200ms',
              },
              '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 0 },
            }}
          />
        ))}
        <IconButton aria-label={dealTexts.nextSlide} onClick={() => go(current + 1)} sx={controlSx}>
          <ChevronRightIcon />
        </IconButton>
        <IconButton
          aria-label={stopped ? dealTexts.playRotation : dealTexts.pauseRotation}
          onClick={() => setStopped((s) => !s)}
          sx={{ ...controlSx, ml: 1 }}
        >
          {stopped ? <PlayIcon /> : <PauseIcon />}
        </IconButton>
      </Box>
    </HeroFrame>
  );
}

/**
 * A slide's words and its button, on the page's clock: a slide left on screen expires there, and
 * its button turns into the disabled Deal Expired of an expired card (docs/product.md §2).
 */
function SlideDetails({ deal: slide }: { deal: Deal }) {
  const view = dealView(slide, useDealSecondsLeft(slide));
  return (
    <Box
      sx={{
        order: { xs: 2, md: 1 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Pill tone="onColour">{view.badgeText}</Pill>
        <Pill tone="onColourOutline">{slide.category.name}</Pill>
      </Box>
      <Typography
        component="h2"
        sx={{
          fontWeight: 800,
          fontSize: { xs: '1.5rem', md: '2rem' },
          lineHeight: 1.15,
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {slide.title}
      </Typography>
      <PriceLine
        groupPrice={view.groupPrice}
        regularPrice={view.regularPrice}
        size="large"
        inverted
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          fontSize: '0.95rem',
        }}
      >
        <Box component="span" sx={{ fontWeight: 700 }}>
          {dealTexts.youSave(view.saving)}
        </Box>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <GroupIcon sx={{ fontSize: 18 }} />
          {dealTexts.unitsLeft(slide.remaining_units)}
        </Box>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ClockIcon sx={{ fontSize: 18 }} />
          {view.timeLeftText}
        </Box>
      </Box>
      <Box>
        {view.expired ? (
          <Button
            variant="contained"
            size="large"
            disabled
            sx={{
              mt: 1,
              '&.Mui-disabled': { bgcolor: 'rgba(255,255,255,0.14)', color: '#fff' },
            }}
          >
            {dealTexts.dealExpired}
          </Button>
        ) : (
          <ButtonLink
            to="/deal/$encodedDealId"
            params={{ encodedDealId: slide.encoded_id }}
            variant="contained"
            size="large"
            aria-label={`${dealTexts.joinThisDeal}: ${slide.title}`}
            sx={{
              mt: 1,
              bgcolor: '#fff',
              color: '#7C2D12',
              '&:hover': { bgcolor: '#FFEDD5' },
              '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 3 },
            }}
          >
            {dealTexts.joinThisDeal}
          </ButtonLink>
        )}
      </Box>
    </Box>
  );
}

const controlSx = {
  color: '#fff',
  bgcolor: 'rgba(255,255,255,0.14)',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.28)' },
  '&:focus-visible': { outline: '2px solid #fff' },
} as const;

/**
 * The height of a slide with a three-line title at each width, held by the spinner and the empty
 * hero too: swapping the spinner for the first slide must not push the page down.
 */
const HERO_MIN_HEIGHT = { xs: 544, md: 444 };

interface HeroFrameProps {
  background: string | undefined;
  label?: string;
  children: ReactNode;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
  onFocus?: () => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

function HeroFrame({ background, label, children, ...handlers }: HeroFrameProps) {
  return (
    <Box
      component="section"
      aria-roledescription={label ? 'carousel' : undefined}
      aria-label={label ?? dealTexts.heroRegionLabel}
      {...handlers}
      sx={{
        minHeight: HERO_MIN_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        background,
        color: '#fff',
        borderRadius: { xs: '20px', md: '28px' },
        overflow: 'hidden',
        transition: 'background 400ms',
      }}
    >
      {children}
    </Box>
  );
}
