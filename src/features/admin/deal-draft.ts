import type {
  CreateDealRequest,
  CreateProductRequest,
  VariationInput,
} from '../../../contract/admin';
import type { AdminDealDetail } from '../../../contract/admin-console';
import type { PriceTierInput } from '../../../contract/price-tiers';
import { attributeValues, FIXED_VARIATION_KEYS } from '../../lib/variation-attributes';
import { deriveTerms } from './deal-type-draft';
import type { DealTypeDraft } from './deal-type-draft';
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
export interface DealDraft extends DealTypeDraft {
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
  /** Blank: the deal does not count its stock. */
  unitsInStock: string;
  active: boolean;
  attributes: AttributeDraft[];
  /** The price ladder; empty for one group price (docs/decisions/0034). */
  tiers: TierDraft[];
}

export type DealField =
  | Exclude<keyof DealDraft, 'attributes' | 'active' | 'dealType' | 'tiers'>
  | `attribute-${number}`
  | TierField;
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
    dealType: 'group_price',
    buyUnits: '1',
    freeUnits: '1',
    startsAt: toLocalInput(now.toISOString()),
    expiresAt: toLocalInput(inAWeek.toISOString()),
    maxPerShopper: '',
    unitsInStock: '',
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
    dealType: deal.deal_type,
    buyUnits: String(deal.buy_units ?? 1),
    freeUnits: String(deal.free_units ?? 1),
    startsAt: toLocalInput(deal.starts_at),
    expiresAt: toLocalInput(deal.expiry_date),
    maxPerShopper: deal.max_units_per_shopper === null ? '' : String(deal.max_units_per_shopper),
    unitsInStock: deal.units_in_stock === null ? '' : String(deal.units_in_stock),
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

/** A box that may stay blank (null); else a whole number within bounds, or its error. */
function optionalWholeNumber(
  draft: DealDraft,
  field: 'maxPerShopper' | 'unitsInStock',
  min: number,
  max: number,
  errors: DealErrors,
): number | null {
  if (draft[field].trim() === '') return null;
  const value = wholeNumber(draft[field], min, max);
  if (value === null) errors[field] = adminTexts.wholeNumber(min, max);
  return value;
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

/** The type's fields of the deal request; null while a box is wrong. */
type TypeTerms = Pick<
  DealRequests['deal'],
  'deal_type' | 'buy_units' | 'free_units' | 'group_deal_price_cents' | 'total_units_needed'
> | null;

/** A group price: the size and price as typed, the price below the regular one. */
function groupPriceTerms(draft: DealDraft, regular: number | null, errors: DealErrors): TypeTerms {
  const group = money(draft.groupPrice, errors, 'groupPrice');
  if (regular !== null && group !== null && group >= regular)
    errors.groupPrice = adminTexts.groupBelowRegular;
  const size = wholeNumber(draft.groupSize, 2, 1_000);
  if (size === null) errors.groupSize = adminTexts.wholeNumber(2, 1_000);
  if (group === null || size === null) return null;
  return { deal_type: 'group_price', group_deal_price_cents: group, total_units_needed: size };
}

/** A tiered deal is a group price held at its first tier's price, filling at its last tier's units. */
function tieredTerms(tiers: PriceTierInput[]): TypeTerms {
  const [first, last] = [tiers[0], tiers.at(-1)];
  if (!first || !last) return null;
  return {
    deal_type: 'group_price',
    group_deal_price_cents: first.price_cents,
    total_units_needed: last.units,
  };
}

/** "Buy X get Y free": X and Y as typed; the size and price follow, so the server derives them. */
function buyXGetYTerms(draft: DealDraft, regular: number | null, errors: DealErrors): TypeTerms {
  const derived = deriveTerms(draft, regular);
  if (derived.kind === 'problem') {
    errors[derived.field] = derived.message;
    return null;
  }
  return { deal_type: 'buy_x_get_y', buy_units: derived.buy, free_units: derived.free };
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
  // Tiers are a group price deal's: a buy X get Y free deal has its one price.
  const tiers = draft.dealType === 'group_price' ? validateTiers(draft.tiers, regular, errors) : [];
  const typeFields =
    draft.dealType === 'buy_x_get_y'
      ? buyXGetYTerms(draft, regular, errors)
      : tiers?.length
        ? tieredTerms(tiers)
        : groupPriceTerms(draft, regular, errors);
  const limit = optionalWholeNumber(draft, 'maxPerShopper', 1, 1_000, errors);
  const stock = optionalWholeNumber(draft, 'unitsInStock', 0, 1_000_000, errors);

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
    typeFields === null ||
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
        ...typeFields,
        expiry_date: expiresAt,
        starts_at: startsAt,
        max_units_per_shopper: limit,
        units_in_stock: stock,
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
  deal_type: 'buyUnits',
  buy_units: 'buyUnits',
  free_units: 'freeUnits',
  starts_at: 'startsAt',
  expiry_date: 'expiresAt',
  max_units_per_shopper: 'maxPerShopper',
  ...TIER_SERVER_FIELDS,
  units_in_stock: 'unitsInStock',
};
