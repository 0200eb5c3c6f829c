/** What shoppers read about their alert subscriptions. */
export const alertTexts = {
  subscribed: 'You are subscribed. Deal alerts are on their way to your inbox.',
  alreadySubscribed: 'You are already subscribed to deal alerts.',
  unsubscribed: 'You have been unsubscribed from deal alerts.',
  alreadyUnsubscribed: 'You were already unsubscribed from deal alerts.',
  invalidLink: 'This unsubscribe link is not valid. Use the link from your latest alert e-mail.',
  noSubscription: 'No deal-alert subscription was found for this link.',
  pushNeedsOwner: "Sign in or give the e-mail address the alerts are for ('email')",
  pushEndpointNotPublic:
    "Invalid field 'subscription.endpoint': must be a push service on the public internet",
  pushEndpointUnknown: "Invalid field 'subscription.endpoint': its host name does not exist",
  pushEndpointUncheckable:
    'The push service address could not be checked just now. Please try again in a moment.',
  pushSaved: 'Deal alerts are on for this browser.',
  pushDeleted: 'Deal alerts are off for this browser.',
  lastHour: (title: string, missing: number, encodedDealId: string) => ({
    kind: 'group_closing',
    title: 'Your group closes within the hour',
    body: `${title} still needs ${missing} ${missing === 1 ? 'unit' : 'units'}. Invite a friend to complete it before it closes, or nobody is charged.`,
    url: `/deal/${encodedDealId}`,
  }),
};
