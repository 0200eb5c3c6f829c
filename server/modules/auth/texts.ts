/** What the sign-in calls say to the shopper; tests read them from here too. */
export const authTexts = {
  codeSent: 'OTP sent successfully',
  codeResent: 'OTP resent successfully',
  registered: 'Account registered. OTP sent successfully',
  signedIn: 'Login successful',
  wrongCode: (triesLeft: number) =>
    `Incorrect code. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  tooManyWrongCodes: 'Too many wrong codes. Please request a new code.',
  codeExpired: 'This code has expired. Please request a new code.',
  noCode: 'There is no code waiting for this e-mail. Please request a new code.',
  tooManyForEmail: (wait: string) =>
    `Too many codes requested for this e-mail. Try again in ${wait}.`,
  tooManyForNetwork: (wait: string) =>
    `Too many codes requested from your network. Try again in ${wait}.`,
  tooManyCodeTries: (wait: string) =>
    `Too many sign-in codes tried for this e-mail from your network. Try again in ${wait}.`,
  tooManyCodeTriesFromNetwork: (wait: string) =>
    `Too many sign-in codes tried from your network. Try again in ${wait}.`,
  mailFailed: 'The code e-mail could not be sent just now. Please try again in a minute.',
  signInRequired: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  adminOnly: 'This needs a staff account',
  /** A console call the operator's role may not make: the roles that may, the owner last. */
  needsRole: (roles: readonly string[]) => {
    const named = [
      ...roles.filter((role) => role !== 'owner'),
      ...roles.filter((r) => r === 'owner'),
    ];
    return `This needs the ${named.join(' or ')} role`;
  },
  consoleNeedsPasskey:
    'The console needs a passkey sign-in. Add a passkey in My Profile, log out, then sign in with it.',
} as const;
