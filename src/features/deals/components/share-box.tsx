import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { TextInput } from '../../../components/form-controls';
import { CheckIcon, CopyIcon } from '../../../components/icons';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useBriefFlag } from '../../../lib/use-brief-flag';
import { shareDeal } from '../api/share-deal';
import { dealTexts } from '../texts';

/** SPEC 9: the copy confirmation lasts 2 seconds. */
export const COPIED_MS = 2_000;

interface ShareBoxProps {
  dealId: number;
  url: string;
}

/** The deal's address with a Copy button; a copy is counted on the server (errors ignored). */
export function ShareBox({ dealId, url }: ShareBoxProps) {
  const [copied, showCopied] = useBriefFlag(COPIED_MS);
  const inputRef = useRef<HTMLInputElement>(null);

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
    <Box component="section" aria-labelledby="share-title">
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
      <Box role="status" sx={visuallyHidden}>
        {copied ? dealTexts.copied : ''}
      </Box>
    </Box>
  );
}
