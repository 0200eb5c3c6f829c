import { z } from 'zod';
import { storedText, successBody, successBodyWithMessage } from './common.ts';
import { lastAddress, NAME_MAX_LENGTH, user } from './profile.ts';

/** 'is required' when the field is missing, 'must be text' when it is something else. */
const requiredText = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? 'is required' : 'must be text',
};

/** Addresses are compared and stored trimmed and lower-cased. */
export const email = storedText(requiredText)
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(254, 'must be at most 254 characters')
  .regex(z.regexes.email, 'must be a valid e-mail address');

/** docs/product.md §5: exactly 6 digits. Anything else never reaches the code check, so it costs no try. */
export const otp = storedText(requiredText).regex(/^\d{6}$/, 'must be exactly 6 digits');

/** docs/product.md §6: the PWA always sends true; sessions last 30 days whatever it says. */
const rememberMe = z.boolean({ error: 'must be true or false' }).optional();

export const sendOtpRequest = z.object({ email, remember_me: rememberMe }).strict();
export type SendOtpRequest = z.infer<typeof sendOtpRequest>;

export const resendOtpRequest = sendOtpRequest;
export type ResendOtpRequest = SendOtpRequest;

export const verifyOtpRequest = z.object({ email, otp, remember_me: rememberMe }).strict();
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequest>;

const registerName = storedText(requiredText)
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`);

export const registerRequest = z
  .object({ firstName: registerName, lastName: registerName, email, remember_me: rememberMe })
  .strict();
export type RegisterRequest = z.infer<typeof registerRequest>;

const refreshToken = storedText(requiredText).min(1, 'is required').max(200, 'is too long');

export const refreshRequest = z.object({ refreshToken }).strict();
export type RefreshRequest = z.infer<typeof refreshRequest>;

/**
 * Logout names the session by its refresh token, or else by the bearer access token; with
 * neither it still answers success, since the PWA signs out locally whatever the answer.
 */
export const logoutRequest = z.object({ refreshToken: refreshToken.optional() }).strict().nullish();
export type LogoutRequest = z.infer<typeof logoutRequest>;

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const tokens = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof tokens>;

/** docs/product.md §7: what the PWA stores on sign-in (docs/product.md §3's session data). */
export const verifyOtpResponse = successBodyWithMessage(
  z.object({ tokens, user, lastAddress: lastAddress.nullable() }),
);
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;

export const refreshResponse = successBody(z.object({ tokens }));
export type RefreshResponse = z.infer<typeof refreshResponse>;

/** No message: the PWA shows its own 'Logged out successfully' (docs/product.md §4) and must not show two. */
export const logoutResponse = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponse>;
