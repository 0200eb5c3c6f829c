/** Words of the app shell and the home page that are not a feature's own. */
export const appTexts = {
  storeName: 'BOGO Together',
  homeLink: 'BOGO Together home',
  skipToContent: 'Skip to main content',
  mainNav: 'Main',
  deals: 'Deals',
  howItWorks: 'How it Works',
  myOrders: 'My Orders',
  signIn: 'Sign in',
  footer: 'Group deals, better together.',
  homeHeading: 'BOGO Together group deals',
  dealsHeading: "Today's group deals",
  expiringHeading: 'Expiring soon',
  categoryHeading: (name: string) => `${name} deals`,
  noExpiringDeals: 'Nothing is about to expire right now. Every deal has more than a day left.',
  noCategoryDeals: 'No active deals in this category right now. Check back soon.',
  howTitle: 'How it works',
  howSteps: [
    {
      title: 'Pick a deal',
      text: 'Buy 1 get 1 free, buy 3 get 1 free and more: choose a deal and the units you want.',
    },
    {
      title: 'Join the group',
      text: 'Reserve your units with others. Nothing is charged while the group fills.',
    },
    {
      title: 'Everyone saves',
      text: 'When every unit is reserved, the group is complete and each buyer pays the group price.',
    },
  ],
} as const;

/** docs/product.md §1: the marketing claims are static text. */
export const marketingClaims = [
  { value: '50K+', label: 'buyers' },
  { value: '$2M+', label: 'saved' },
  { value: '1000+', label: 'active deals' },
] as const;
