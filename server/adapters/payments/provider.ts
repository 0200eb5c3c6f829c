/** What the group engine asks of a card payment provider (DESIGN 4): holds, captures, releases. */
export type AuthorizeRequest = {
  paymentMethodId: string;
  amountCents: number;
  /** 'manual' places a hold (group); 'automatic' charges at once (solo). */
  captureMethod: 'manual' | 'automatic';
  customerEmail: string;
  metadata: Record<string, string>;
  /** Derived from the order, so a repeated call cannot authorise twice. */
  idempotencyKey: string;
};

export type AuthorizeResult =
  | { ok: true; intentId: string; status: 'requires_capture' | 'succeeded'; captureBefore: Date | null }
  | { ok: false; intentId: string | null; reason: 'declined' | 'requires_action'; message: string };

export type CaptureResult = { ok: true } | { ok: false; message: string };

export type PaymentProvider = {
  readonly name: 'test' | 'stripe';
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Captures a hold in full; repeating it for an intent already captured succeeds without a second charge. */
  capture(intentId: string, idempotencyKey: string): Promise<CaptureResult>;
  /** Releases a hold; releasing one already released (or never placed) is a no-op. */
  cancel(intentId: string, reason: string): Promise<void>;
};
