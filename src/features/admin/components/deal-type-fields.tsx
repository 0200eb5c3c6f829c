import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DealTypeName } from '../../../../contract/deal-type';
import type { DealDraft, DealField } from '../deal-draft';
import { deriveTerms } from '../deal-type-draft';
import { centsToDollars, dollarsToCents } from '../money';
import { adminTexts } from '../texts';

type Box = (
  key: Exclude<DealField, `attribute-${number}` | `tier-${number}`>,
  inputMode?: 'decimal' | 'numeric',
) => object;

/**
 * The deal's type and what follows from it (docs/decisions/0036-deal-types-split-to-the-cent.md):
 * "buy X get Y free" takes X and Y and shows the group size and unit price they give, read-only;
 * a group price takes the price and size as typed. Sits in the form's two columns.
 */
export function DealTypeFields({
  draft,
  box,
  onTypeChange,
}: {
  draft: DealDraft;
  box: Box;
  onTypeChange: (type: DealTypeName) => void;
}) {
  const typeSelect = (
    <TextField
      select
      label={adminTexts.dealType}
      value={draft.dealType}
      onChange={(event) => onTypeChange(event.target.value as DealTypeName)}
      fullWidth
      helperText=" "
    >
      <MenuItem value="buy_x_get_y">{adminTexts.dealTypeBuyXGetY}</MenuItem>
      <MenuItem value="group_price">{adminTexts.dealTypeGroupPrice}</MenuItem>
    </TextField>
  );
  if (draft.dealType === 'group_price')
    return (
      <>
        {typeSelect}
        {/* A tiered deal's price and size are its tiers' (docs/decisions/0034). */}
        {draft.tiers.length === 0 && (
          <TextField label={adminTexts.groupPrice} required {...box('groupPrice', 'decimal')} />
        )}
        {draft.tiers.length === 0 && (
          <TextField label={adminTexts.unitsPerGroup} required {...box('groupSize', 'numeric')} />
        )}
      </>
    );
  const derived = deriveTerms(draft, dollarsToCents(draft.regularPrice));
  const readOnly = { slotProps: { htmlInput: { readOnly: true } }, fullWidth: true };
  return (
    <>
      {typeSelect}
      <TextField label={adminTexts.buyUnits} required {...box('buyUnits', 'numeric')} />
      <TextField label={adminTexts.freeUnits} required {...box('freeUnits', 'numeric')} />
      <TextField
        label={adminTexts.groupPrice}
        value={
          derived.kind === 'derived' && derived.priceCents > 0
            ? centsToDollars(derived.priceCents)
            : ''
        }
        helperText={adminTexts.derivedHelp}
        {...readOnly}
      />
      <TextField
        label={adminTexts.unitsPerGroup}
        value={derived.kind === 'derived' ? String(derived.size) : typedSize(draft)}
        helperText={adminTexts.derivedHelp}
        {...readOnly}
      />
    </>
  );
}

/** X + Y as typed, shown even while the regular price does not split among them. */
function typedSize(draft: DealDraft): string {
  const whole = /^\d{1,3}$/;
  if (!whole.test(draft.buyUnits.trim()) || !whole.test(draft.freeUnits.trim())) return '';
  return String(Number(draft.buyUnits) + Number(draft.freeUnits));
}
