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
import { orderAmounts } from '../../../../contract/pricing';
import { formatMoney, formatOptions } from '../../../lib/format';
import { handoffTexts } from '../checkout-handoff';
import { dealTexts } from '../texts';
import { selectionsComplete, type UnitSelections, type VariationAttribute } from '../variations';
import { VariationSelect } from './variation-select';

interface BuyAllDialogProps {
  open: boolean;
  /** The group size: exactly this many units are bought. */
  units: number;
  /** The group price of one unit, for the total the shopper is charged. */
  unitPriceCents: number;
  attributes: readonly VariationAttribute[];
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onContinue: (selections: UnitSelections) => void;
}

/**
 * docs/product.md §5's buy-all dialog: the shopper builds exactly `units` units, each with every attribute
 * chosen, and may remove any. A product without variations has nothing to choose: the dialog
 * says what is bought and for how much, and goes on. The total and Continue stay in view while
 * a long list of units scrolls.
 */
export function BuyAllDialog({
  open,
  units,
  unitPriceCents,
  attributes,
  busy,
  error,
  onClose,
  onContinue,
}: BuyAllDialogProps) {
  const hasOptions = attributes.length > 0;
  const [selected, setSelected] = useState<UnitSelections>(() =>
    hasOptions ? [] : Array.from({ length: units }, () => ({})),
  );
  const exact = selected.length === units;

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" scroll="paper">
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
        <Typography sx={{ color: 'text.secondary' }}>
          {hasOptions ? handoffTexts.buyAllIntro(units) : handoffTexts.buyAllPlainIntro}
        </Typography>
        {hasOptions && (
          <UnitChoices
            units={units}
            attributes={attributes}
            busy={busy}
            selected={selected}
            onSelected={setSelected}
          />
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <BuyAllTotal units={units} unitPriceCents={unitPriceCents} />
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

/** What the whole group costs: the units at the group price, and the total charged now. */
function BuyAllTotal({ units, unitPriceCents }: { units: number; unitPriceCents: number }) {
  const { totalCents } = orderAmounts(unitPriceCents, units);
  return (
    <Box
      sx={{
        px: 3,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        {handoffTexts.unitsAtPrice(units, formatMoney(unitPriceCents))}
      </Typography>
      <Typography sx={{ fontWeight: 800 }}>
        {handoffTexts.total} {formatMoney(totalCents)}
      </Typography>
    </Box>
  );
}

interface UnitChoicesProps {
  units: number;
  attributes: readonly VariationAttribute[];
  busy: boolean;
  selected: UnitSelections;
  onSelected: (change: (prev: UnitSelections) => UnitSelections) => void;
}

/** The next unit's options, Add to Selection, and the units chosen so far (each removable). */
function UnitChoices({ units, attributes, busy, selected, onSelected }: UnitChoicesProps) {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const atLimit = selected.length >= units;
  const draftComplete = selectionsComplete(attributes, [draft], 1);

  function add() {
    if (!draftComplete || atLimit) return;
    onSelected((prev) => [...prev, { ...draft }]);
    setDraft({});
  }

  function remove(index: number) {
    onSelected((prev) => prev.filter((_, i) => i !== index));
  }

  return (
    <>
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
          sx={{ minHeight: 44, flex: '0 0 auto' }}
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

      {selected.length !== units && <Alert severity="info">{handoffTexts.exactly(units)}</Alert>}
    </>
  );
}

function describeUnit(unit: Record<string, string>, attributes: readonly VariationAttribute[]) {
  return formatOptions(attributes.map((a) => [a.name, unit[a.name] ?? ''] as const));
}
