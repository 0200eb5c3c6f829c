import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { Category } from '../../../../contract/catalog';
import { createDeal, createProduct, updateDeal, updateProduct } from '../api/save-deal';
import {
  DEAL_SERVER_FIELDS,
  validateDraft,
  type DealDraft,
  type DealErrors,
  type DealField,
} from '../deal-draft';
import { formFailure } from '../server-errors';
import { adminTexts } from '../texts';
import { AttributesField } from './attributes-field';
import { DealPreview } from './deal-preview';
import { ImageField } from './image-field';
import { Section } from './screen-parts';

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
  const [errors, setErrors] = useState<DealErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A product made by an attempt whose deal was then refused: the next attempt reuses it.
  const [madeProductId, setMadeProductId] = useState<number | null>(null);

  const set = <Key extends keyof DealDraft>(key: Key, value: DealDraft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const subcategories = categories.flatMap((category) =>
    category.subcategories.map((subcategory) => ({ category, subcategory })),
  );
  const chosen = subcategories.find(
    ({ subcategory }) => String(subcategory.id) === draft.subcategoryId,
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validateDraft(draft, now());
    setErrors(checked.errors);
    if (!checked.requests) return setFormError(adminTexts.fixErrors);
    const { product, deal } = checked.requests;
    setSaving(true);
    try {
      if (target.kind === 'existing') {
        await updateProduct(target.productId, product);
        await updateDeal(target.dealId, deal);
        onSaved(target.dealId);
      } else {
        let productId = madeProductId;
        if (productId === null) {
          productId = await createProduct(product);
          setMadeProductId(productId);
        } else {
          await updateProduct(productId, product);
        }
        onSaved((await createDeal({ ...deal, product_id: productId })).id);
      }
    } catch (error) {
      const failure = formFailure<DealField>(error, DEAL_SERVER_FIELDS);
      if (failure.field)
        setErrors((current) => ({ ...current, [failure.field as DealField]: failure.message }));
      setFormError(failure.field ? adminTexts.fixErrors : failure.message);
    } finally {
      setSaving(false);
    }
  }

  const field = (key: Exclude<DealField, `attribute-${number}`>) => ({
    value: draft[key],
    error: Boolean(errors[key]),
    helperText: errors[key] ?? ' ',
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void save(event)}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField label={adminTexts.dealTitle} required {...field('title')} />
        <TextField label={adminTexts.productName} required {...field('productName')} />
        <TextField label={adminTexts.description} multiline minRows={3} {...field('description')} />
        <TextField select label={adminTexts.subcategory} required {...field('subcategoryId')}>
          <MenuItem value="" disabled>
            {adminTexts.chooseSubcategory}
          </MenuItem>
          {subcategories.map(({ category, subcategory }) => (
            <MenuItem key={subcategory.id} value={String(subcategory.id)}>
              {`${category.name} › ${subcategory.name}`}
            </MenuItem>
          ))}
        </TextField>
        <ImageField
          url={draft.imageUrl}
          alt={adminTexts.imageAlt(draft.productName || draft.title)}
          error={errors.imageUrl}
          onUploaded={(url) => set('imageUrl', url)}
        />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 2,
            mt: 1,
          }}
        >
          <TextField
            label={adminTexts.regularPrice}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            {...field('regularPrice')}
          />
          <TextField
            label={adminTexts.groupPrice}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            {...field('groupPrice')}
          />
          <TextField
            label={adminTexts.unitsPerGroup}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            {...field('groupSize')}
          />
          <TextField
            label={adminTexts.maxPerShopper}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            {...field('maxPerShopper')}
            helperText={errors.maxPerShopper ?? adminTexts.maxPerShopperHelp}
          />
          <TextField
            label={adminTexts.startsAt}
            type="datetime-local"
            required
            slotProps={{ inputLabel: { shrink: true } }}
            {...field('startsAt')}
          />
          <TextField
            label={adminTexts.expiresAt}
            type="datetime-local"
            required
            slotProps={{ inputLabel: { shrink: true } }}
            {...field('expiresAt')}
          />
        </Box>
        <AttributesField
          attributes={draft.attributes}
          errors={errors}
          onChange={(attributes) => {
            setDraft((current) => ({ ...current, attributes }));
            setErrors((current) =>
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
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={saving}
            sx={{ minHeight: 48 }}
          >
            {saving
              ? adminTexts.saving
              : target.kind === 'new'
                ? adminTexts.createDeal
                : adminTexts.saveDeal}
          </Button>
        </Box>
      </Box>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
        <Section title={adminTexts.preview}>
          <DealPreview draft={draft} categoryName={chosen?.category.name ?? ''} />
        </Section>
      </Box>
    </Box>
  );
}
