import { z } from 'zod';
import { successBody, successBodyWithMessage } from './common.ts';

/**
 * WebAuthn's binary fields as the browser library sends them: base64url, no padding. The largest
 * real one (an attestation object with a certificate chain) is a few kilobytes.
 */
const base64url = (max: number) =>
  z
    .string({ error: 'must be base64url text' })
    .max(max, `must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url text');

const credentialId = base64url(1_366).min(1, 'is required');

const transports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(7, 'must name each way at most once');

const responseFields = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: "must be 'public-key'" }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
};

/** What `navigator.credentials.create` gave the browser, as JSON: a new passkey to keep. */
export const passkeyRegistration = z
  .object({
    ...responseFields,
    response: z.object({
      clientDataJSON: base64url(8_192),
      attestationObject: base64url(32_768),
      authenticatorData: base64url(8_192).optional(),
      transports: transports.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(8_192).optional(),
    }),
  })
  .strict();
export type PasskeyRegistration = z.infer<typeof passkeyRegistration>;

/** What `navigator.credentials.get` gave the browser, as JSON: a passkey's signed answer. */
export const passkeyAssertion = z
  .object({
    ...responseFields,
    response: z.object({
      clientDataJSON: base64url(8_192),
      authenticatorData: base64url(8_192),
      signature: base64url(8_192),
      userHandle: base64url(128).optional(),
    }),
  })
  .strict();
export type PasskeyAssertion = z.infer<typeof passkeyAssertion>;

/** The options a browser's WebAuthn call takes, as the server made them (its challenge inside). */
const webAuthnOptions = z.looseObject({ challenge: z.string() });

/** The id of a challenge the server handed out, sent back with the passkey's answer to it. */
const challengeId = z.uuid({ error: 'must be the id the passkey options gave' });

/** Options for a browser's WebAuthn call, and the id of the challenge inside them. */
export const passkeyOptionsResponse = successBody(
  z.object({ challengeId: z.uuid(), options: webAuthnOptions }),
);
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponse>;

export const addPasskeyRequest = z.object({ challengeId, response: passkeyRegistration }).strict();
export type AddPasskeyRequest = z.infer<typeof addPasskeyRequest>;

/** One of the shopper's passkeys, as their profile lists it. */
export const passkey = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** Synced between the shopper's devices by their password manager or platform. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkey>;

export const addPasskeyResponse = successBodyWithMessage(passkey);
export const passkeyListResponse = successBody(z.array(passkey));
export type PasskeyListResponse = z.infer<typeof passkeyListResponse>;

export const passkeyParams = z.object({ id: credentialId }).strict();

export const passkeySignInRequest = z.object({ challengeId, response: passkeyAssertion }).strict();
export type PasskeySignInRequest = z.infer<typeof passkeySignInRequest>;
