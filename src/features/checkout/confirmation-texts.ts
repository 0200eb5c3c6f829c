/** The confirmation's words for the group's moments: filling, filled, or no group at all. */
export const confirmationTexts = {
  filledLead: 'You completed the group! Every unit is reserved, and the charge is under way.',
  chargingNow: 'Group complete · charging now',
  celebrationTitle: 'Group complete!',
  togetherWith: (others: number) =>
    others === 0
      ? 'You filled the whole group.'
      : `You and ${others} other ${others === 1 ? 'shopper' : 'shoppers'} filled this group together.`,
  joinedSoFar: 'In this group so far',
  whoJoined: 'Who joined',
  you: 'You',
  memberLabel: (initials: string, units: number, you: boolean) =>
    `${you ? 'You' : initials}: ${units} ${units === 1 ? 'unit' : 'units'}`,
  newGroupTitle: 'You are in a new group',
  newGroup: (seen: { reserved: number; total: number }, reserved: number, total: number) =>
    `The group you saw at checkout (${seen.reserved} of ${seen.total} filled) took its last units while you paid, so your reservation started a new group: ${reserved} of ${total} filled. You are still charged only when it fills.`,
  youSaved: (amount: string) => `You saved ${amount} with the group price`,
  unpaidTitle: 'Your card could not be charged',
  unpaidLead: (deadline: string | null) =>
    deadline
      ? `Your group is complete, but the charge to your card failed. Give a new card by ${deadline} to keep your order.`
      : 'Your group is complete, but the charge to your card failed. Give a new card to keep your order.',
  failedTitle: 'Payment failed',
  failedLead:
    'The charge to your card failed and the time to give a new card has ended, so this order was not completed.',
  updateCard: 'Update card',
} as const;
