/** The deal screens' words: docs/product.md's texts (quoted there) and our own labels, shared with tests. */
export const dealTexts = {
  offline:
    'You are offline. Joining and buying need a connection; they come back as soon as you are online.',
  // Hero carousel (docs/product.md §2, §4)
  heroRegionLabel: 'Featured deals',
  heroEmptyHeadline: 'BOGO Together Save More',
  heroEmptyText: 'No active deals available right now. Check back soon for amazing group deals!',
  heroLoading: 'Loading featured deals',
  joinThisDeal: 'Join This Deal',
  previousSlide: 'Previous deal',
  nextSlide: 'Next deal',
  pauseRotation: 'Pause rotation',
  playRotation: 'Resume rotation',
  goToSlide: (n: number) => `Show deal ${n}`,
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  unitsLeft: (n: number) => `${n} ${n === 1 ? 'unit' : 'units'} left`,
  youSave: (amount: string) => `You save ${amount}`,
  buyXGetYFree: (buy: number, free: number) => `Buy ${buy} Get ${free} Free`,
  soldOut: 'Sold out',
  soldOutDetail: 'Sold out: every unit in stock is sold or in a group. No new group can open.',

  // A product's pictures on the deal page (docs/product.md §3: the first is the card picture)
  galleryLabel: (name: string) => `Pictures of ${name}`,
  previousPicture: 'Previous picture',
  nextPicture: 'Next picture',
  pictureCount: (n: number, total: number) => `Picture ${n} of ${total}`,
  pictureAlt: (name: string, n: number, total: number) => `${name}, picture ${n} of ${total}`,

  // Cards and grid
  joinDeal: 'Join Deal',
  dealExpired: 'Deal Expired',
  expired: 'Expired',
  urgent: 'Urgent',
  almostFull: 'Almost Full',
  /** A group about to close (docs/product.md §2), listed first. */
  oneLeftToFill: '1 left to fill',
  closesWithinHour: 'Closes within the hour',
  regularPriceLabel: 'Regular price',
  groupPriceLabel: 'Group price',
  unitsFilled: (joined: number, total: number) => `${joined} of ${total} units filled`,
  progressLabel: 'Units filled',
  loadMore: 'Load more deals',
  loadingDeals: 'Loading deals',
  noActiveDeals: 'No Active Deals Found.',
  noDealsHere: 'No deals here right now. Check back soon, new group deals open every day.',

  // Deal detail (docs/product.md §2, §5, §8)
  backToDeals: 'Back to deals',
  dealNotFound: 'Deal not found',
  failedToLoadDeal: 'Failed to load deal details',
  tryAgain: 'Try Again',
  comeBackWhenOpen: 'Come back then to join its group or buy it whole.',
  noDealId: 'No deal ID provided',
  savePerUnit: (amount: string) => `Save ${amount} per unit`,
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  quantityHint: (max: number) => `Choose 1 to ${max} ${max === 1 ? 'unit' : 'units'}`,
  chooseVariations: 'Choose your options',
  unitLabel: (n: number) => `Unit ${n}`,
  choose: 'Choose…',
  variationWarning: 'Please select all required variations for each unit before proceeding.',
  joinWithOthers: 'Join with Others',
  buyAllUnits: (n: number) => `Buy All ${n} Units Now`,
  shareTitle: 'Share this deal',
  shareHint: 'Groups fill faster with friends. Send them the link.',
  shareLinkLabel: 'Deal link',
  shareInvite: 'Share invite',
  membersLabel: (initials: readonly string[], others: number) =>
    `In the group: ${[...initials, ...(others > 0 ? [`${others} ${others === 1 ? 'other' : 'others'}`] : [])].join(', ')}`,
  /** Members the demo catalogue made up (docs/decisions/0043): said plainly, never passed off as real. */
  demoMembers: (count: number, all: number) =>
    count === all
      ? `${count === 1 ? 'This member is a demo shopper' : `All ${count} members are demo shoppers`} of this sample store`
      : `${count} of the ${all} members ${count === 1 ? 'is a demo shopper' : 'are demo shoppers'} of this sample store`,
  joinedLastHour: (count: number) =>
    `${count} ${count === 1 ? 'person' : 'people'} joined in the last hour`,
  printPoster: 'Print a QR poster for a shop window or notice board',
  posterStore: 'BOGO Together',
  posterHeading: 'Join our group deal',
  posterScan: 'Scan with your phone camera to join',
  posterPrice: (price: string, size: number) => `${price} each when ${size} join`,
  posterWas: (price: string) => `Regular price ${price}`,
  posterQrLabel: (url: string) => `QR code for ${url}`,
  printNow: 'Print',
  posterBack: 'Back to the deal',
  copy: 'Copy',
  copied: 'Copied!',
  about: 'About this product',
  howItWorks: 'How it works',
  howItWorksSteps: [
    'Join the deal with the units you want. Your reservation is held, not charged.',
    'Share the link: the group fills as others join.',
    'When every unit is reserved, the group is complete and everyone is charged the group price.',
    'Want it now? Buy all units alone at the group price.',
  ],
  rating: '4.8',
  reviews: '124 reviews',
  ratingLabel: 'Rated 4.8 out of 5',
  premiumQuality: 'Premium Quality',
  // A member's place in the group
  youHaveUnits: (n: number) => `You have ${n} ${n === 1 ? 'unit' : 'units'} in this group`,
  memberHint:
    'You are charged only when every unit is reserved. Invite friends to fill it sooner, or leave it: nothing is charged.',
  leaveGroup: 'Leave group',
  leaveTitle: 'Leave this group?',
  leaveText: (n: number, name: string) =>
    `Your ${n === 1 ? 'unit' : `${n} units`} in the ${name} group ${n === 1 ? 'is' : 'are'} released and your card is not charged. You can join again while the deal is open.`,
  stayInGroup: 'Stay in the group',
  leaveNeedsNetwork: 'Leaving needs a connection.',
  leftGroup: 'You left the group. Nothing was charged.',
  failedToLeave: 'Failed to leave the group',
  groupFilledTitle: 'The group filled!',
  groupFilledText:
    'Everyone in it gets the group price. A new group has opened: join it and fill it too.',
} as const;

/** A tiered deal's price ladder (docs/decisions/0034), on the deal page and its card. */
export const ladderTexts = {
  heading: 'The more join, the less everyone pays',
  rung: (units: number, price: string) => `${units} units: ${price} each`,
  reached: 'reached',
  nextTier: (more: number, price: string) => `${more} more and everyone pays ${price}`,
  closedNow: (price: string) => `If the group closed now, everyone would pay ${price} each.`,
  belowFirst: (more: number, price: string) =>
    `${more} more ${more === 1 ? 'unit' : 'units'} and the group goes ahead at ${price} each; below that it ends with nothing charged.`,
  heldAt: (price: string) =>
    `Your card is held for ${price} a unit; you are charged the price the group reaches, never more.`,
} as const;
