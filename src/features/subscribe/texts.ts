/** The subscribe form's words (SPEC 5 texts quoted there), shared with tests. */
export const subscribeTexts = {
  title: 'Get deal alerts',
  intro: 'New group deals and last-chance reminders, straight to your inbox.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  submit: 'Subscribe',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  comingSoon: 'Deal alerts are coming soon',
} as const;
