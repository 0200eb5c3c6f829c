import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AddIcon, CloseIcon } from '../../../components/icons';
import { UnitLine } from '../../../components/unit-line';
import { formatOptions } from '../../../lib/format';
import { handoffTexts } from '../checkout-handoff';
import { dealTexts } from '../texts';
import { selectionsComplete, type UnitSelections, type VariationAttribute } from '../variations';
import { VariationSelect } from './variation-select';

interface BuyAllDialogProps {
  open: boolean;
  /** The group size: exactly this many units are bought. */
  units: number;
  attributes: readonly VariationAttribute[];
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onContinue: (selections: UnitSelections) => void;
}

/**
 * SPEC 5's buy-all dialog: the shopper builds exactly `units` units, each with every attribute
 * chosen, and may remove any. A product without variations starts with every unit selected.
 */
export function BuyAllDialog({
  open,
  units,
  attributes,
  busy,
  error,
  onClose,
  onContinue,
}: BuyAllDialogProps) {
  const hasOptions = attributes.length > 0;
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<UnitSelections>(() =>
    hasOptions ? [] : Array.from({ length: units }, () => ({})),
  );
  const atLimit = selected.length >= units;
  const draftComplete = selectionsComplete(attributes, [draft], 1);
  const exact = selected.length === units;

  function add() {
    if (!draftComplete || atLimit) return;
    setSelected((prev) => [...prev, { ...draft }]);
    setDraft({});
  }

  function remove(index: number) {
    setSelected((prev) => prev.filter((_, i) => i !== index));
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" scroll="body">
      <DialogTitle sx={{ pr: 7 }}>{handoffTexts.buyAllTitle(units)}</DialogTitle>
      <IconButton
        aria-label={handoffTexts.cancel}
        onClick={onClose}
        disabled={busy}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography sx={{ color: 'text.secondary' }}>{handoffTexts.buyAllIntro(units)}</Typography>

        <Box
          component="fieldset"
          sx={{
            m: 0,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: '12px',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-end',
            gap: 1.5,
            minWidth: 0,
          }}
        >
          <Box component="legend" sx={{ px: 0.5, fontWeight: 700, fontSize: '0.875rem' }}>
            {handoffTexts.newUnit}
          </Box>
          {attributes.map((attribute) => (
            <VariationSelect
              key={attribute.name}
              attribute={attribute}
              value={draft[attribute.name] ?? ''}
              disabled={atLimit || busy}
              onChange={(value) => setDraft((prev) => ({ ...prev, [attribute.name]: value }))}
              minWidth={130}
            />
          ))}
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={!draftComplete || atLimit || busy}
            onClick={add}
            sx={{ minHeight: 44, flex: hasOptions ? '0 0 auto' : 1 }}
          >
            {handoffTexts.addToSelection}
          </Button>
        </Box>

        <Box>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }} aria-live="polite">
            {handoffTexts.selected(selected.length, units)}
          </Typography>
          <Box
            component="ul"
            aria-label={handoffTexts.selected(selected.length, units)}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
          >
            {selected.map((unit, index) => (
              <UnitLine
                // Units have no identity beyond their place in the list.
                key={index}
                label={dealTexts.unitLabel(index + 1)}
                options={describeUnit(unit, attributes)}
                action={
                  <IconButton
                    size="small"
                    aria-label={handoffTexts.removeUnit(index + 1)}
                    onClick={() => remove(index)}
                    disabled={busy}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                }
              />
            ))}
          </Box>
        </Box>

        {!exact && <Alert severity="info">{handoffTexts.exactly(units)}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {handoffTexts.cancel}
        </Button>
        <Button variant="contained" disabled={!exact || busy} onClick={() => onContinue(selected)}>
          {handoffTexts.continueToCheckout}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function describeUnit(unit: Record<string, string>, attributes: readonly VariationAttribute[]) {
  if (attributes.length === 0) return handoffTexts.noOptions;
  return formatOptions(attributes.map((a) => [a.name, unit[a.name] ?? ''] as const));
}
