/** The subscribe box's words (docs/product.md §5 and §8 texts quoted there), shared with tests. */
export const subscribeTexts = {
  title: 'Get deal alerts',
  intro: 'New group deals and last-chance reminders, straight to your inbox.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  submit: 'Subscribe',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  offlineReason: "You're offline. Subscribing needs a connection.",
  failedToUnsubscribe: 'Failed to unsubscribe',
  unsubscribeTitle: 'Stop deal alerts?',
  unsubscribeBody: (email: string | null) =>
    `Deal alert e-mails to ${email ?? 'this address'} will stop. Mail about your own orders still comes.`,
  unsubscribe: 'Unsubscribe',
  keepAlerts: 'Keep my alerts',
  failedToConfirm:
    "Couldn't confirm your deal alerts. Open the link from your latest e-mail again.",
} as const;

/** The 'Enable deal alerts' (web push) action's words. */
export const dealAlertTexts = {
  enable: 'Enable deal alerts',
  disable: 'Turn off deal alerts',
  on: 'Deal alerts are on for this device.',
  blocked:
    'Notifications are blocked for this site. Allow them in your browser settings to get deal alerts.',
  unsupported: "This browser can't show deal alerts.",
  iosHint:
    'To get deal alerts on iPhone or iPad, add BOGO Together to your Home Screen first (Share, then Add to Home Screen).',
  needsEmail: 'Type your e-mail above first, so we know who the alerts are for.',
  unavailable: 'Deal alerts are not available right now. Please try again later.',
  failed: "Couldn't turn on deal alerts. Please try again.",
  disableFailed: "Couldn't turn off deal alerts. Please try again.",
  offlineReason: "You're offline. Deal alerts can be changed when you reconnect.",
} as const;
