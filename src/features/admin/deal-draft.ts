import type {
  CreateDealRequest,
  CreateProductRequest,
  VariationInput,
} from '../../../contract/admin';
import type { AdminDealDetail } from '../../../contract/admin-console';
import type { PriceTierInput } from '../../../contract/price-tiers';
import { attributeValues, FIXED_VARIATION_KEYS } from '../../lib/variation-attributes';
import { fromLocalInput, toLocalInput } from './format';
import { centsToDollars, dollarsToCents, MAX_CENTS } from './money';
import { adminTexts } from './texts';
import { TIER_SERVER_FIELDS, validateTiers, type TierDraft, type TierField } from './tier-draft';

/** One attribute of the product's variations as the form edits it: 'size' with 'S, M, L'. */
export interface AttributeDraft {
  name: string;
  values: string;
}

/** The deal form's values, every box as it holds its text. Prices are dollars here. */
export interface DealDraft {
  title: string;
  description: string;
  productName: string;
  subcategoryId: string;
  /** Every picture in order; the first is the card picture. */
  imageUrls: string[];
  regularPrice: string;
  groupPrice: string;
  groupSize: string;
  startsAt: string;
  expiresAt: string;
  maxPerShopper: string;
  active: boolean;
  attributes: AttributeDraft[];
  /** The price ladder; empty for one group price (docs/decisions/0034). */
  tiers: TierDraft[];
}

export type DealField =
  Exclude<keyof DealDraft, 'attributes' | 'active' | 'tiers'> | `attribute-${number}` | TierField;
export type DealErrors = Partial<Record<DealField, string>>;

/** What the two calls take once the form is valid: the product, then its deal. */
export interface DealRequests {
  product: CreateProductRequest;
  deal: Omit<CreateDealRequest, 'product_id'>;
}

const MAX_VARIATIONS = 200;

export function emptyDraft(now: Date): DealDraft {
  const inAWeek = new Date(now.getTime() + 7 * 86_400_000);
  return {
    title: '',
    description: '',
    productName: '',
    subcategoryId: '',
    imageUrls: [],
    regularPrice: '',
    groupPrice: '',
    groupSize: '2',
    startsAt: toLocalInput(now.toISOString()),
    expiresAt: toLocalInput(inAWeek.toISOString()),
    maxPerShopper: '',
    active: true,
    attributes: [],
    tiers: [],
  };
}

/** The stored variations back as attributes and their values, in the order first seen. */
export function attributesOf(
  variations: readonly Record<string, string | null>[],
): AttributeDraft[] {
  return attributeValues(variations).map(({ name, values }) => ({
    name,
    values: values.join(', '),
  }));
}

export function draftOf(deal: AdminDealDetail): DealDraft {
  return {
    title: deal.title,
    description: deal.description,
    productName: deal.product.name,
    subcategoryId: String(deal.product.subcategory_id),
    imageUrls: deal.product.image_urls,
    regularPrice: centsToDollars(deal.product.regular_price_cents),
    groupPrice: centsToDollars(deal.group_deal_price_cents),
    groupSize: String(deal.total_units_needed),
    startsAt: toLocalInput(deal.starts_at),
    expiresAt: toLocalInput(deal.expiry_date),
    maxPerShopper: deal.max_units_per_shopper === null ? '' : String(deal.max_units_per_shopper),
    active: deal.status !== 'inactive',
    attributes: attributesOf(deal.product.variations),
    tiers: deal.price_tiers.map((tier) => ({
      units: String(tier.units),
      price: centsToDollars(tier.price_cents),
    })),
  };
}

function valuesOf(attribute: AttributeDraft): string[] {
  return [
    ...new Set(
      attribute.values
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * An attribute's key as stored on each variation: its name as the merchant typed it, trimmed
 * ('Colour', 'Farbe 🎨'); shoppers see the same name on the deal's option pickers.
 */
export function attributeKey(name: string): string {
  return name.trim();
}

/** Every combination of the attributes' values, one variation each ('S'+'Red', 'S'+'Blue', …). */
export function variationsOf(attributes: readonly AttributeDraft[]): VariationInput[] {
  const used = attributes.filter((attribute) => attribute.name.trim() !== '');
  if (used.length === 0) return [];
  let combinations: Record<string, string>[] = [{}];
  for (const attribute of used) {
    const key = attributeKey(attribute.name);
    combinations = combinations.flatMap((combination) =>
      valuesOf(attribute).map((value) => ({ ...combination, [key]: value })),
    );
  }
  return combinations.map((combination, index) => ({ id: `v${index + 1}`, ...combination }));
}

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d{1,7}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

function money(text: string, errors: DealErrors, field: DealField): number | null {
  if (text.trim() === '') {
    errors[field] = adminTexts.required;
    return null;
  }
  const cents = dollarsToCents(text);
  if (cents === null) errors[field] = adminTexts.notMoney;
  else if (cents <= 0) errors[field] = adminTexts.moneyTooSmall;
  else if (cents > MAX_CENTS) errors[field] = adminTexts.moneyTooLarge;
  else return cents;
  return null;
}

/** A deal with one group price: its price and size from their boxes. */
function groupOf(draft: DealDraft, regular: number | null, errors: DealErrors) {
  const group = money(draft.groupPrice, errors, 'groupPrice');
  if (regular !== null && group !== null && group >= regular)
    errors.groupPrice = adminTexts.groupBelowRegular;
  const size = wholeNumber(draft.groupSize, 2, 1_000);
  if (size === null) errors.groupSize = adminTexts.wholeNumber(2, 1_000);
  return { group, size };
}

/** A tiered deal is held at its first tier's price and fills at its last tier's units. */
function groupOfTiers(tiers: PriceTierInput[]) {
  return { group: tiers[0]?.price_cents ?? null, size: tiers.at(-1)?.units ?? null };
}

/**
 * Checks the form as the server would, so every problem shows under its own box before anything
 * is sent, and turns it into the two requests: dollars become integer cents, local times ISO
 * instants, attributes every combination of their values.
 */
export function validateDraft(
  draft: DealDraft,
  now: Date,
): { errors: DealErrors; requests: DealRequests | null } {
  const errors: DealErrors = {};
  const required = (field: DealField, value: string) => {
    if (value.trim() === '') errors[field] = adminTexts.required;
  };
  required('title', draft.title);
  required('productName', draft.productName);
  required('subcategoryId', draft.subcategoryId);
  if (draft.imageUrls.length === 0) errors.imageUrls = adminTexts.pictureRequired;

  const regular = money(draft.regularPrice, errors, 'regularPrice');
  const tiers = validateTiers(draft.tiers, regular, errors);
  const { group, size } = tiers?.length ? groupOfTiers(tiers) : groupOf(draft, regular, errors);
  const limit =
    draft.maxPerShopper.trim() === '' ? null : wholeNumber(draft.maxPerShopper, 1, 1_000);
  if (draft.maxPerShopper.trim() !== '' && limit === null)
    errors.maxPerShopper = adminTexts.wholeNumber(1, 1_000);

  const startsAt = fromLocalInput(draft.startsAt);
  const expiresAt = fromLocalInput(draft.expiresAt);
  if (startsAt === null) errors.startsAt = adminTexts.notDate;
  if (expiresAt === null) errors.expiresAt = adminTexts.notDate;
  else if (new Date(expiresAt) <= now) errors.expiresAt = adminTexts.expiryInFuture;
  else if (startsAt !== null && expiresAt <= startsAt)
    errors.expiresAt = adminTexts.expiryAfterStart;

  const names = new Set<string>();
  draft.attributes.forEach((attribute, index) => {
    const field: DealField = `attribute-${index}`;
    // 'Colour' and 'colour' side by side would read as one attribute to a shopper.
    const key = attributeKey(attribute.name).toLowerCase();
    if (key === '') errors[field] = adminTexts.required;
    else if (names.has(key) || FIXED_VARIATION_KEYS.has(key)) errors[field] = adminTexts.nameTwice;
    else if (valuesOf(attribute).length === 0) errors[field] = adminTexts.valuesNeeded;
    names.add(key);
  });
  const variations = variationsOf(draft.attributes);
  if (variations.length > MAX_VARIATIONS && draft.attributes.length > 0)
    errors[`attribute-${draft.attributes.length - 1}`] = adminTexts.tooManyVariations;

  if (
    Object.keys(errors).length > 0 ||
    regular === null ||
    tiers === null ||
    group === null ||
    size === null ||
    startsAt === null ||
    expiresAt === null
  )
    return { errors, requests: null };

  return {
    errors,
    requests: {
      product: {
        name: draft.productName.trim(),
        description: draft.description.trim(),
        regular_price_cents: regular,
        discount_percentage: null,
        image_urls: draft.imageUrls,
        variations,
        subcategory_id: Number(draft.subcategoryId),
      },
      deal: {
        title: draft.title.trim(),
        description: draft.description.trim(),
        group_deal_price_cents: group,
        total_units_needed: size,
        expiry_date: expiresAt,
        starts_at: startsAt,
        max_units_per_shopper: limit,
        status: draft.active ? 'active' : 'inactive',
        price_tiers: tiers,
      },
    },
  };
}

/** The server's wire names for the form's boxes, so a refusal shows under the right one. */
export const DEAL_SERVER_FIELDS: Partial<Record<string, DealField>> = {
  title: 'title',
  name: 'productName',
  description: 'description',
  subcategory_id: 'subcategoryId',
  image_url: 'imageUrls',
  image_urls: 'imageUrls',
  regular_price_cents: 'regularPrice',
  group_deal_price_cents: 'groupPrice',
  total_units_needed: 'groupSize',
  starts_at: 'startsAt',
  expiry_date: 'expiresAt',
  max_units_per_shopper: 'maxPerShopper',
  ...TIER_SERVER_FIELDS,
};
