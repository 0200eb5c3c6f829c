/** What shoppers read about their passkeys. */
export const passkeyTexts = {
  signedIn: 'Login successful',
  added: 'Passkey added. Next time, sign in with it in one tap.',
  removed: 'Passkey removed. It can no longer sign you in.',
  notFound: 'That passkey is not one of yours.',
  challengeEnded:
    'This passkey request has ended. Please try again: a passkey has 5 minutes to answer.',
  notVerified:
    'The passkey could not be checked for this store. Please try again, or sign in with an e-mailed code.',
  unknownPasskey:
    'This passkey is not known here: it may have been removed. Sign in with an e-mailed code.',
  alreadyAdded: 'This passkey is already added to your account.',
  tooManyTries: (wait: string) =>
    `Too many passkey sign-ins from your network. Please try again in ${wait}.`,
} as const;
