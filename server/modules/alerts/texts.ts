/** What shoppers read about their alert subscriptions. */
export const alertTexts = {
  /** The same answer for every address, known or not: only the inbox tells its owner more. */
  checkInbox:
    'Almost there: check your inbox and open the link we sent to confirm your deal alerts.',
  confirmed: 'Your deal alerts are confirmed. New group deals are on their way to your inbox.',
  alreadyConfirmed: 'Your deal alerts were already confirmed.',
  invalidConfirmLink:
    'This confirmation link is not valid. Use the link from your latest confirmation e-mail.',
  confirmationEnded:
    'This confirmation link is no longer valid: the address was unsubscribed. Subscribe again to get deal alerts.',
  unsubscribed:
    'You have been unsubscribed: no more deal alerts will be e-mailed to this address. Mail about your own orders still comes.',
  alreadyUnsubscribed: 'You were already unsubscribed from deal alerts.',
  invalidLink: 'This unsubscribe link is not valid. Use the link from your latest alert e-mail.',
  oneClickNeedsPost:
    'This address unsubscribes only when your mail app asks it to. To unsubscribe yourself, open the Unsubscribe link in the e-mail.',
  unsubscribeNeedsPost:
    'Opening this address changes nothing. To unsubscribe, open the link in the e-mail and press Unsubscribe.',
  noSubscription: 'No alert e-mails were found for this link.',
  pushNeedsOwner: "Sign in or give the e-mail address the alerts are for ('email')",
  pushEndpointNotPublic:
    "Invalid field 'subscription.endpoint': must be a push service on the public internet",
  pushEndpointUnknown: "Invalid field 'subscription.endpoint': its host name does not exist",
  pushEndpointUncheckable:
    'The push service address could not be checked just now. Please try again in a moment.',
  pushSaved: 'Deal alerts are on for this browser.',
  pushNotYours: 'This push subscription belongs to another browser or shopper',
  pushDeleted: 'Deal alerts are off for this browser.',
  lastHour: (title: string, missing: number, encodedDealId: string) => ({
    kind: 'group_closing',
    title: 'Your group closes within the hour',
    body: `${title} still needs ${missing} ${missing === 1 ? 'unit' : 'units'}. Invite a friend to complete it before it closes, or nobody is charged.`,
    url: `/deal/${encodedDealId}`,
  }),
};

/** The buttons a shopper finds on a push, by what it is about (its notification kind). */
export const pushActionTexts = {
  invite: 'Invite',
  view: 'View',
  updateCard: 'Update card',
};

const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

/** What a shopper reads in the mail that confirms an order they placed. */
export const orderMailTexts = {
  paidTitle: (orderNumber: string) => `Order ${orderNumber} confirmed`,
  paid: (title: string, quantity: number, amount: string) =>
    `Thank you! Your card was charged $${amount} for ${units(quantity)} of ${title}.`,
  reservedTitle: (orderNumber: string) =>
    `Your place in the group is reserved: order ${orderNumber}`,
  reserved: (title: string, quantity: number, amount: string) =>
    `You reserved ${units(quantity)} of ${title}. $${amount} is held on your card and charged only when the group fills.`,
  closes: (missing: number, deadline: string) =>
    `The group still needs ${units(missing)} and closes on ${deadline}; if it has not filled by then, the hold is released and nothing is charged.`,
  invite: (url: string) => `Invite friends to fill it sooner: ${url}`,
  completedGroup:
    'Your order completed the group: your card is charged now, and we will e-mail you when it is.',
  orderNumber: (orderNumber: string) => `Order number: ${orderNumber}`,
  invalidOrderLink:
    'This order link is not valid. Use the link from your order confirmation e-mail, or sign in with the e-mail you ordered with.',
};
