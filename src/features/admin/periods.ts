/** The dashboard's periods, in days. Kept apart: the route's search reader needs only this. */
export const PERIODS = [7, 30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];

export const periodOf = (value: unknown): Period =>
  PERIODS.find((period) => String(period) === String(value)) ?? 30;
