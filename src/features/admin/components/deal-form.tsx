import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { Category } from '../../../../contract/catalog';
import { getDealGroups } from '../api/get-deal-groups';
import { createDeal, createProduct, updateDeal, updateProduct } from '../api/save-deal';
import {
  DEAL_SERVER_FIELDS,
  validateDraft,
  type DealDraft,
  type DealField,
  type DealRequests,
} from '../deal-draft';
import { adminTexts } from '../texts';
import { useFormSubmit } from '../use-form-submit';
import { AttributesField } from './attributes-field';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DealPreview } from './deal-preview';
import { DealTypeFields } from './deal-type-fields';
import { FormSubmit } from './form-submit';
import { PicturesField } from './pictures-field';
import { PriceTiersField } from './price-tiers-field';
import { Section, TwoColumns } from './screen-parts';

/** Which deal the form edits: a new one, or a stored deal and its product. */
export type DealTarget = { kind: 'new' } | { kind: 'existing'; dealId: number; productId: number };

interface DealFormProps {
  initial: DealDraft;
  categories: Category[];
  target: DealTarget;
  onSaved: (dealId: number) => void;
  /** The clock the checks use; tests pass a fixed one. */
  now?: () => Date;
}

/**
 * The deal and its product in one form, with a live preview of the shopper's card. Every box
 * is checked before anything is sent; a refusal from the server shows under its box.
 */
export function DealForm({
  initial,
  categories,
  target,
  onSaved,
  now = () => new Date(),
}: DealFormProps) {
  const [draft, setDraft] = useState(initial);
  const form = useFormSubmit(DEAL_SERVER_FIELDS);
  // A product made by an attempt whose deal was then refused: the next attempt reuses it.
  const [madeProductId, setMadeProductId] = useState<number | null>(null);
  const [deactivating, setDeactivating] = useState<{
    requests: DealRequests;
    members: number;
  } | null>(null);

  const set = <Key extends keyof DealDraft>(key: Key, value: DealDraft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key !== 'active' && key !== 'attributes' && key !== 'dealType')
      form.clear(key as DealField);
    // Whether the regular price splits among X + Y units depends on all three boxes.
    if (key === 'regularPrice' || key === 'buyUnits' || key === 'freeUnits') form.clear('buyUnits');
  };
  const subcategories = categories.flatMap((category) =>
    category.subcategories.map((subcategory) => ({ category, subcategory })),
  );
  const chosen = subcategories.find(
    ({ subcategory }) => String(subcategory.id) === draft.subcategoryId,
  );

  /**
   * A save that leaves a stored deal inactive cancels its open group (the server does it, see
   * docs/decisions/0018-deactivating-cancels-open-groups.md): the members of that group, read
   * now, are what the operator is asked about first. None: saved at once.
   */
  async function saveOrAsk(requests: DealRequests) {
    if (target.kind === 'existing' && requests.deal.status === 'inactive') {
      const { open } = await getDealGroups(target.dealId);
      if (open && open.reserved_units > 0) {
        setDeactivating({ requests, members: open.members.length });
        return;
      }
    }
    await saveChecked(requests);
  }

  async function saveChecked({ product, deal }: DealRequests) {
    if (target.kind === 'existing') {
      await updateProduct(target.productId, product);
      await updateDeal(target.dealId, deal);
      return onSaved(target.dealId);
    }
    let productId = madeProductId;
    if (productId === null) {
      productId = await createProduct(product);
      setMadeProductId(productId);
    } else {
      await updateProduct(productId, product);
    }
    onSaved((await createDeal({ ...deal, product_id: productId })).id);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const { errors, requests } = validateDraft(draft, now());
    void form.submit(errors, requests, saveOrAsk);
  }

  /** A box of the draft: its text, its error under it, and what typing changes. */
  const box = (
    key: Exclude<DealField, `attribute-${number}` | `tier-${number}`>,
    inputMode?: 'decimal' | 'numeric',
  ) => ({
    value: draft[key],
    ...form.shown(key),
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    fullWidth: true,
    ...(inputMode && { slotProps: { htmlInput: { inputMode, autoComplete: 'off' } } }),
  });
  const when = {
    slotProps: { inputLabel: { shrink: true } },
    type: 'datetime-local',
    required: true,
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField label={adminTexts.dealTitle} required {...box('title')} />
        <TextField label={adminTexts.productName} required {...box('productName')} />
        <TextField label={adminTexts.description} multiline minRows={3} {...box('description')} />
        <TextField select label={adminTexts.subcategory} required {...box('subcategoryId')}>
          <MenuItem value="" disabled>
            {adminTexts.chooseSubcategory}
          </MenuItem>
          {subcategories.map(({ category, subcategory }) => (
            <MenuItem key={subcategory.id} value={String(subcategory.id)}>
              {`${category.name} › ${subcategory.name}`}
            </MenuItem>
          ))}
        </TextField>
        <PicturesField
          urls={draft.imageUrls}
          productName={draft.productName || draft.title}
          error={form.errors.imageUrls}
          onChange={(urls) => set('imageUrls', urls)}
        />
        {/* Row gaps keep a two-line help text under a box clear of the box below it. */}
        <TwoColumns from="sm" sx={{ rowGap: 1, mt: 1 }}>
          <TextField label={adminTexts.regularPrice} required {...box('regularPrice', 'decimal')} />
          <DealTypeFields
            draft={draft}
            box={box}
            onTypeChange={(type) => {
              set('dealType', type);
              form.clear('buyUnits');
            }}
          />
          <TextField
            label={adminTexts.maxPerShopper}
            {...box('maxPerShopper', 'numeric')}
            helperText={form.errors.maxPerShopper ?? adminTexts.maxPerShopperHelp}
          />
          <TextField
            label={adminTexts.unitsInStock}
            {...box('unitsInStock', 'numeric')}
            helperText={form.errors.unitsInStock ?? adminTexts.unitsInStockHelp}
          />
          <TextField label={adminTexts.startsAt} {...when} {...box('startsAt')} />
          <TextField label={adminTexts.expiresAt} {...when} {...box('expiresAt')} />
        </TwoColumns>
        {/* Tiers are a group price deal's; a buy X get Y free deal has its one price. */}
        {draft.dealType === 'group_price' && (
          <PriceTiersField
            tiers={draft.tiers}
            errors={form.errors}
            onChange={(tiers) => {
              setDraft((current) => ({ ...current, tiers }));
              form.setErrors((current) =>
                Object.fromEntries(
                  Object.entries(current).filter(([key]) => !key.startsWith('tier-')),
                ),
              );
            }}
          />
        )}
        <AttributesField
          attributes={draft.attributes}
          errors={form.errors}
          onChange={(attributes) => {
            setDraft((current) => ({ ...current, attributes }));
            form.setErrors((current) =>
              Object.fromEntries(
                Object.entries(current).filter(([key]) => !key.startsWith('attribute-')),
              ),
            );
          }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.active}
              onChange={(event) => set('active', event.target.checked)}
            />
          }
          label={adminTexts.active}
        />
        <FormSubmit problem={form.formError} sending={form.sending}>
          {form.sending
            ? adminTexts.saving
            : target.kind === 'new'
              ? adminTexts.createDeal
              : adminTexts.saveDeal}
        </FormSubmit>
        {deactivating && (
          <ConfirmDialog
            open
            pending={false}
            blockedReason={null}
            title={adminTexts.deactivateTitle}
            text={adminTexts.deactivateText(deactivating.members)}
            keepLabel={adminTexts.keepDealActive}
            confirmLabel={adminTexts.confirmDeactivate}
            onClose={() => setDeactivating(null)}
            onConfirm={() => {
              setDeactivating(null);
              void form.submit({}, deactivating.requests, saveChecked);
            }}
          />
        )}
      </Box>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
        <Section title={adminTexts.preview}>
          <DealPreview draft={draft} categoryName={chosen?.category.name ?? ''} />
        </Section>
      </Box>
    </Box>
  );
}
