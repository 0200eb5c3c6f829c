/** Sign-in and account words: docs/product.md §5 and §8's texts and our own labels, shared with tests. */
export const authTexts = {
  offline:
    'You are offline. Signing in needs a connection; it comes back as soon as you are online.',
  pageTitle: 'Welcome back',
  pageIntro: 'Sign in with a one-time code sent to your e-mail. No password to remember.',
  pitchTitle: 'Your groups, your savings, one place',
  pitchPoints: [
    'Follow each group you joined as it fills',
    'Hear first when a deal you like goes live',
    'Check out faster with your details saved',
  ],
  dialogTitle: 'Log in to view your orders',
  close: 'Close',

  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  sendCode: 'Send code',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',

  codeStepTitle: 'Check your e-mail',
  codeSentTo: 'We sent a 6-digit code to',
  codeLabel: 'Sign-in code',
  codeHint: 'Enter the 6 digits from the e-mail.',
  verify: 'Verify and sign in',
  otpRequired: 'OTP is required',
  otpLength: 'OTP must be 6 digits',
  otpDigits: 'OTP must contain only numbers',
  resend: 'Resend code',
  resendIn: (time: string) => `You can ask for a new code in ${time}`,
  resendNow: 'Code expired or not arrived? Ask for a new one.',
  otpResent: 'OTP resent successfully',
  back: 'Back',

  passkeySignIn: 'Sign in with a passkey',
  orByCode: 'or get a code by e-mail',
  passkeyCancelled: 'No passkey was used. Try again, or get a code by e-mail.',
  passkeyUnsupported: "This browser can't use passkeys. Get a code by e-mail instead.",
  passkeyWrongAddress:
    "Passkeys work only at the store's own address. Open the store from its usual link, or get a code by e-mail.",
  passkeyOnThisDevice: 'This device already holds a passkey for your account.',

  passkeysTitle: 'Passkeys',
  passkeysIntro:
    'Sign in with your fingerprint, face or screen lock instead of an e-mailed code. The code still works on a new device.',
  addPasskey: 'Add a passkey',
  noPasskeys: 'No passkeys yet.',
  passkeyAdded: (date: string) => `Passkey added ${date}`,
  passkeyLastUsed: (date: string) => `Last used ${date}`,
  passkeyNeverUsed: 'Not used to sign in yet',
  passkeySynced: 'Synced to your other devices',
  removePasskey: 'Remove',
  removePasskeyLabel: (date: string) => `Remove the passkey added ${date}`,
  passkeysFailed: "Couldn't load your passkeys. Please try again.",
  passkeyAddedToast: 'Passkey added. Next time, sign in with it in one tap.',
  passkeyRemovedToast: 'Passkey removed. It can no longer sign you in.',

  needHelp: 'Trouble signing in?',
  contactSupport: 'Contact our support team',
  supportToast: 'Contact our support team for assistance',

  accountMenu: (name: string) => `Account: ${name}`,
  myProfile: 'My Profile',
  /** The operator console (issue 14), in the menu of accounts with the admin role. */
  console: 'Console',
  logout: 'Logout',
  loggedOut: 'Logged out successfully',
} as const;
