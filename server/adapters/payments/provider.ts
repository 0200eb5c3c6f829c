/** What the group engine asks of a card payment provider (docs/architecture.md §4): holds, captures, releases. */
export type AuthorizeRequest = {
  paymentMethodId: string;
  amountCents: number;
  /** 'manual' places a hold (group); 'automatic' charges at once (solo). */
  captureMethod: 'manual' | 'automatic';
  customerEmail: string;
  metadata: Record<string, string>;
  /** Derived from the order, so a repeated call cannot authorise twice. */
  idempotencyKey: string;
  /**
   * True when a job places a new hold on a saved card with nobody present (Stripe's
   * `off_session`): a bank that wants the shopper to confirm then declines instead of asking.
   */
  offSession?: boolean;
};

export type AuthorizeResult =
  | {
      ok: true;
      intentId: string;
      status: 'requires_capture' | 'succeeded';
      /** When the hold lapses unless captured; null for a charge or when the provider does not say. */
      captureBefore: Date | null;
      /** What the browser needs to act on the intent (Stripe.js); never logged. */
      clientSecret: string;
    }
  | {
      ok: false;
      intentId: string | null;
      reason: 'declined' | 'requires_action';
      message: string;
      clientSecret: string | null;
    };

export type CaptureResult = { ok: true } | { ok: false; message: string };

/**
 * What the provider said of a refund. 'refused' is a definite no (nothing was given back, the
 * amount may be asked for again); 'unknown' is no usable answer (a timeout, a dropped connection,
 * the provider's own trouble or rate limit): the refund may or may not have been made, so it
 * stays claimed until a call with the same key settles it.
 */
export type RefundResult =
  | { outcome: 'refunded' }
  | { outcome: 'refused'; message: string }
  | { outcome: 'unknown'; message: string };

/** What a checkout needs to know of an intent before it records an order on it. */
export type IntentState = {
  id: string;
  status:
    | 'requires_confirmation'
    | 'requires_action'
    | 'requires_capture'
    | 'succeeded'
    | 'canceled'
    | 'failed';
  amountCents: number;
  captureMethod: 'manual' | 'automatic';
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  failureMessage: string | null;
  /** While a hold: when it lapses unless captured (null when the provider does not say). */
  captureBefore: Date | null;
  clientSecret: string;
};

/**
 * An intent the reconciliation looks at: 'open' while it holds money or waits for the shopper,
 * 'captured' once its money was taken and not given back.
 */
export type UnsettledIntent = { id: string; state: 'open' | 'captured' };

export type PaymentProvider = {
  readonly name: 'test' | 'stripe';
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /**
   * Captures a hold: `amountCents` of it (the rest is released, as Stripe's `amount_to_capture`
   * does), or all of it without. Repeating it for an intent already captured succeeds without a
   * second charge.
   */
  capture(intentId: string, idempotencyKey: string, amountCents?: number): Promise<CaptureResult>;
  /** Releases a hold; releasing one already released (or never placed) is a no-op. */
  cancel(intentId: string, reason: string): Promise<void>;
  /**
   * Gives a captured intent's money back: `amountCents` of it, or without it everything not yet
   * refunded. Repeating it with the same key gives nothing more back (and answers 'refunded'),
   * nor does a whole refund of an intent already refunded in full.
   */
  refund(intentId: string, idempotencyKey: string, amountCents?: number): Promise<RefundResult>;
  /** The intent as the provider sees it now; null when it does not know the id. */
  retrieve(intentId: string): Promise<IntentState | null>;
  /**
   * Our intents created in [from, to) that still hold money or wait for the shopper (requires
   * capture, action or confirmation), or were captured and not refunded: what the reconciliation
   * looks through for money held or taken without an order.
   */
  unsettledIntentsCreatedBetween(from: Date, to: Date): Promise<UnsettledIntent[]>;
};
