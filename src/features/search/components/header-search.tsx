import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState, type Ref } from 'react';
import { PlainIcon } from '../../../components/icons';
import { searchTexts } from '../texts';
import { searchGlyph } from './search-glyph';

// The field with its suggestions loads when the shopper heads for it, not with the first page.
const loadCombobox = () => import('./search-combobox');
const SearchCombobox = lazy(() =>
  loadCombobox().then((module) => ({ default: module.SearchCombobox })),
);

/**
 * The header's way into search: on a wide screen a button that looks like the field it turns
 * into, on a phone an icon that opens the field over the header.
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  // On the results page the field starts from what was searched, to refine it.
  const searched = useLocation({
    select: (location) =>
      location.pathname === '/search' && typeof location.search.q === 'string'
        ? location.search.q
        : '',
  });
  const wideOpener = useRef<HTMLButtonElement | null>(null);
  const narrowOpener = useRef<HTMLButtonElement | null>(null);
  const preload = () => void loadCombobox();

  function close() {
    setOpen(false);
    // Back to where the shopper came from once the field is gone.
    requestAnimationFrame(() => {
      const visible = [wideOpener.current, narrowOpener.current].find(
        (button) => button !== null && button.offsetParent !== null,
      );
      visible?.focus();
    });
  }

  if (open) return <OpenSearch searched={searched} onClose={close} />;

  const openProps = {
    onClick: () => setOpen(true),
    onPointerEnter: preload,
    onFocus: preload,
  };
  return (
    <>
      <WideSearchButton {...openProps} ref={wideOpener} searched={searched} />
      <IconButton
        {...openProps}
        ref={narrowOpener}
        aria-label={searchTexts.openSearch}
        sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
      >
        <PlainIcon path={searchGlyph} />
      </IconButton>
    </>
  );
}

/** The field in the header's place (on a phone, over the whole header row). */
function OpenSearch({ searched, onClose }: { searched: string; onClose: () => void }) {
  return (
    <Box
      sx={{
        position: { xs: 'absolute', lg: 'relative' },
        top: { xs: 0 },
        left: { xs: 0 },
        right: { xs: 0 },
        zIndex: 1,
        display: 'flex',
        alignItems: 'center',
        minHeight: { xs: 64, lg: 0 },
        px: { xs: 1.5, lg: 0 },
        // Narrower until extra-wide screens: a signed-in header must fit 1280 px on one line.
        width: { lg: 240, xl: 300 },
        bgcolor: 'background.paper',
      }}
    >
      <Suspense fallback={null}>
        <SearchCombobox onClose={onClose} initialQuery={searched} />
      </Suspense>
    </Box>
  );
}

interface WideSearchButtonProps {
  ref: Ref<HTMLButtonElement>;
  searched: string;
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

/** On a wide screen: a button that looks like the field it turns into, showing what was searched. */
function WideSearchButton({ searched, ...opener }: WideSearchButtonProps) {
  return (
    <Button
      {...opener}
      aria-label={searched === '' ? undefined : searchTexts.openSearchWith(searched)}
      variant="outlined"
      color="inherit"
      startIcon={<PlainIcon path={searchGlyph} />}
      sx={{
        display: { xs: 'none', lg: 'inline-flex' },
        width: { lg: 240, xl: 300 },
        height: 44,
        justifyContent: 'flex-start',
        borderRadius: '12px',
        borderColor: 'divider',
        color: 'text.secondary',
        fontWeight: 500,
      }}
    >
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {searched === '' ? searchTexts.openSearch : searched}
      </Box>
    </Button>
  );
}
