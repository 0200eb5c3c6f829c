import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { Deal } from '../../../../contract/catalog';
import { shareImagePath } from '../../../../contract/share-image';
import { TextInput } from '../../../components/form-controls';
import { TextLink } from '../../../components/router-links';
import { CheckIcon, CopyIcon } from '../../../components/icons';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useBriefFlag } from '../../../lib/use-brief-flag';
import { useHydrated } from '../../../lib/use-hydrated';
import { hasShareSheet, openShareSheet } from '../../../lib/share-sheet';
import { shareDeal } from '../api/share-deal';
import { dealTexts } from '../texts';

/** docs/product.md §9: the copy confirmation lasts 2 seconds. */
export const COPIED_MS = 2_000;

interface ShareBoxProps {
  deal: Deal;
  url: string;
  /** The shopper came to invite friends: the box comes into view with its invite at hand. */
  inviteAsked?: boolean;
}

/**
 * The deal's address with a Copy button, the browser's share sheet where there is one (with the
 * deal's share card picture where the sheet takes files), and a printable QR poster; a copy or a
 * share is counted on the server (errors ignored). Asked for an invite, the sheet's button (else
 * the link to copy) comes under the shopper's finger (docs/decisions/0023).
 */
export function ShareBox({ deal, url, inviteAsked = false }: ShareBoxProps) {
  const dealId = deal.id;
  const [copied, showCopied] = useBriefFlag(COPIED_MS);
  const inputRef = useRef<HTMLInputElement>(null);
  const shareRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLElement>(null);
  // The server knows no share sheet: the button appears once the browser has the page.
  const hydrated = useHydrated();
  const sheet = hydrated && hasShareSheet();
  const picture = useSharePicture(sheet ? deal : null);

  useEffect(() => {
    if (!inviteAsked || !hydrated) return;
    boxRef.current?.scrollIntoView({ block: 'center' });
    // Browsers open the sheet only on a tap, so the page puts the button under the finger.
    // Focusing the link selects it, ready to copy.
    (sheet ? shareRef : inputRef).current?.focus();
  }, [inviteAsked, hydrated, sheet]);

  async function share() {
    const outcome = await openShareSheet(
      picture ? { url, title: deal.title, files: [picture] } : { url, title: deal.title },
    );
    // Closing the sheet is the shopper's choice; a refused sheet leaves the link to copy.
    if (outcome === 'refused') inputRef.current?.focus();
    if (outcome === 'shared') void shareDeal(dealId);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Clipboard refused (permissions, insecure context): select the link so it can be copied by hand.
      inputRef.current?.select();
      return;
    }
    showCopied();
    void shareDeal(dealId);
  }

  return (
    <Box component="section" aria-labelledby="share-title" ref={boxRef}>
      <Typography id="share-title" component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {dealTexts.shareTitle}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {dealTexts.shareHint}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <TextInput
          label={dealTexts.shareLinkLabel}
          value={url}
          ref={inputRef}
          readOnly
          onFocus={(event) => event.target.select()}
          containerSx={{ flexGrow: 1, minWidth: 0 }}
        />
        <Button
          variant={copied ? 'contained' : 'outlined'}
          color={copied ? 'success' : 'primary'}
          onClick={() => void copy()}
          startIcon={copied ? <CheckIcon /> : <CopyIcon />}
          sx={{ flexShrink: 0, minWidth: 112, minHeight: 44 }}
        >
          {copied ? dealTexts.copied : dealTexts.copy}
        </Button>
      </Box>
      {sheet && (
        <Button
          variant="contained"
          ref={shareRef}
          onClick={() => void share()}
          sx={{ mt: 1.5, minHeight: 44 }}
        >
          {dealTexts.shareInvite}
        </Button>
      )}
      <Box sx={{ mt: 1.5 }}>
        <TextLink
          to="/poster/$encodedDealId"
          params={{ encodedDealId: deal.encoded_id }}
          sx={{ fontWeight: 700 }}
        >
          {dealTexts.printPoster}
        </TextLink>
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {copied ? dealTexts.copied : ''}
      </Box>
    </Box>
  );
}

/**
 * The deal's share card as a file for the share sheet, fetched ahead of the tap (a sheet opens
 * only while the tap is fresh, too soon for a download): null until it is there, or where the
 * sheet takes no pictures or the picture does not come.
 */
function useSharePicture(deal: Deal | null): File | null {
  const [picture, setPicture] = useState<File | null>(null);
  const address = deal ? shareImagePath(deal) : null;
  const name = deal ? `${deal.encoded_id}.png` : '';
  useEffect(() => {
    if (!address) return undefined;
    let current = true;
    fetch(address)
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || !current) return;
        const file = new File([blob], name, { type: 'image/png' });
        if (navigator.canShare?.({ files: [file] })) setPicture(file);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [address, name]);
  return picture;
}
