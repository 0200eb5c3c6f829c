import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import type { StoredVariation, UnitVariant } from '../schema.ts';
import { recordDemoReservations } from '../../modules/order-engine/service.ts';
import type { DemoReservation } from '../../modules/order-engine/service.ts';

/**
 * Where demo shoppers' e-mails live: `.invalid` never resolves (RFC 2606), so no mail to them can
 * reach anyone, and the address says what they are wherever it is shown.
 */
export const DEMO_EMAIL_DOMAIN = 'demo.bogo-together.invalid';

const DEMO_NAMES = [
  ['Maya', 'Chen'],
  ['Leo', 'Okafor'],
  ['Priya', 'Nair'],
  ['Sam', 'Ortiz'],
  ['Hana', 'Kimura'],
  ['Jonas', 'Berg'],
  ['Amara', 'Diallo'],
  ['Theo', 'Laurent'],
  ['Zoe', 'Novak'],
  ['Ravi', 'Mehta'],
  ['Lucia', 'Romero'],
  ['Finn', 'Walsh'],
] as const;

const MINUTE_MS = 60_000;
const FIXED_KEYS = new Set(['id', 'image', 'image_url', 'upc_code']);

/** An open group of the demo catalogue and how many of its units demo shoppers hold. */
export type DemoGroup = {
  batchId: number;
  dealId: number;
  reservedUnits: number;
  unitPriceCents: number;
  variations: StoredVariation[];
};

/**
 * Makes the demo shoppers and, for each group, their reservations of one unit each, placed over
 * the hours before `now` (never in the last hour, so no deal claims a rush that did not happen).
 * The order engine records them as a join through the test payment provider would
 * (docs/decisions/0043).
 */
export async function seedDemoShoppers(tx: Db, groups: readonly DemoGroup[], now: Date) {
  if (groups.every((group) => group.reservedUnits === 0)) return;
  const shoppers = await tx
    .insert(users)
    .values(
      DEMO_NAMES.map(([firstName, lastName]) => ({
        email: `${firstName}.${lastName}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
        firstName,
        lastName,
        isDemo: true,
        // Mail to them could never arrive (see DEMO_EMAIL_DOMAIN), so none is sent.
        emailNotifications: false,
        dealAlerts: false,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ userId: users.id, email: users.email, firstName: users.firstName });
  const reservations: DemoReservation[] = groups.flatMap((group, groupIndex) =>
    Array.from({ length: group.reservedUnits }, (_, unit) => {
      const shopper = shoppers[(groupIndex + unit) % shoppers.length];
      if (!shopper) throw new Error('no demo shopper to reserve with');
      return {
        batchId: group.batchId,
        dealId: group.dealId,
        shopper: { userId: shopper.userId, email: shopper.email, name: shopper.firstName },
        quantity: 1,
        unitPriceCents: group.unitPriceCents,
        variants: [unitOptions(group.variations, groupIndex + unit)],
        joinedAt: new Date(now.getTime() - (90 + (group.reservedUnits - unit) * 47) * MINUTE_MS),
      };
    }),
  );
  await recordDemoReservations(tx, reservations);
}

/** The options of one unit: the attributes of one of the product's variations, none without. */
function unitOptions(variations: readonly StoredVariation[], pick: number): UnitVariant {
  const variation = variations[pick % Math.max(1, variations.length)];
  if (!variation) return {};
  return Object.fromEntries(
    Object.entries(variation).filter(
      (entry): entry is [string, string] =>
        !FIXED_KEYS.has(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}
