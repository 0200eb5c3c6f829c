/**
 * The invite a shopper sends friends to fill their group, the same on every screen that offers
 * it: the button and its toasts.
 */
export const inviteTexts = {
  invite: 'Invite',
  label: (name: string) => `Invite friends to the ${name} group`,
  copied: 'Invite link copied!',
  failedToCopy: 'Failed to copy invite link',
} as const;
