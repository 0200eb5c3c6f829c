import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Deal } from '../../../../contract/catalog';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { dealTexts } from '../texts';
import { ProductPhoto } from './product-photo';

interface ProductGalleryProps {
  product: Pick<Deal['product'], 'image_url' | 'image_urls' | 'name'>;
  size: number;
  /** An expired deal's pictures lose their colour. */
  greyed: boolean;
}

/**
 * The deal page's pictures: one picture as it always was; several as a row a finger swipes
 * through (the browser's own scroll snapping), with Previous and Next buttons and the arrow keys
 * once the row has focus. The first picture is fetched first; the others as they come near.
 */
export function ProductGallery({ product, size, greyed }: ProductGalleryProps) {
  const pictures = product.image_urls?.length ? product.image_urls : [product.image_url];
  const { track, shown, show, onKeyDown, onScroll } = useGalleryPosition(pictures.length);
  if (pictures.length === 1)
    return <ProductPhoto product={product} size={size} eager greyed={greyed} />;
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={dealTexts.galleryLabel(product.name)}
      sx={{ position: 'relative', width: '100%', height: '100%' }}
    >
      <Box
        ref={track}
        role="group"
        tabIndex={0}
        aria-label={dealTexts.pictureCount(shown + 1, pictures.length)}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
        sx={trackStyle}
      >
        {pictures.map((url, index) => (
          <Box
            key={url}
            component="img"
            src={url}
            alt={dealTexts.pictureAlt(product.name, index + 1, pictures.length)}
            width={size}
            height={size}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            sx={{ ...pictureStyle, filter: greyed ? 'grayscale(1)' : undefined }}
          />
        ))}
      </Box>
      <IconButton
        aria-label={dealTexts.previousPicture}
        disabled={shown === 0}
        onClick={() => show(shown - 1)}
        sx={{ ...arrowStyle, left: 8 }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label={dealTexts.nextPicture}
        disabled={shown === pictures.length - 1}
        onClick={() => show(shown + 1)}
        sx={{ ...arrowStyle, right: 8 }}
      >
        <ChevronRightIcon />
      </IconButton>
      <Box aria-live="polite" sx={counterStyle}>
        {dealTexts.pictureCount(shown + 1, pictures.length)}
      </Box>
    </Box>
  );
}

/**
 * Which of `count` pictures the row shows, from its scroll position (a swipe moves it), and how
 * to show another: a button or an arrow key scrolls the row there.
 */
function useGalleryPosition(count: number) {
  const track = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const show = (index: number) => {
    const to = Math.max(0, Math.min(count - 1, index));
    const row = track.current;
    row?.scrollTo({ left: to * row.clientWidth, behavior: 'smooth' });
    setShown(to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    show(shown + step);
  };
  const onScroll = () => {
    const row = track.current;
    if (row && row.clientWidth > 0) setShown(Math.round(row.scrollLeft / row.clientWidth));
  };
  return { track, shown, show, onKeyDown, onScroll };
}

const trackStyle = {
  display: 'flex',
  width: '100%',
  height: '100%',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '&:focus-visible': { outline: '3px solid', outlineOffset: -3 },
} as const;

const pictureStyle = {
  flex: '0 0 100%',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  scrollSnapAlign: 'start',
} as const;

const arrowStyle = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 44,
  height: 44,
  bgcolor: 'rgba(255, 255, 255, 0.9)',
  '&:hover': { bgcolor: '#fff' },
  '&.Mui-disabled': { display: 'none' },
} as const;

const counterStyle = {
  position: 'absolute',
  bottom: 12,
  right: 12,
  px: 1.25,
  py: 0.25,
  borderRadius: 999,
  bgcolor: 'rgba(0, 0, 0, 0.65)',
  color: '#fff',
  fontSize: '0.875rem',
  fontWeight: 600,
} as const;
