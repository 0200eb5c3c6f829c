/** What the catalogue answers shoppers, in their words. */
export const catalogTexts = {
  dealNotFound: 'Deal not found',
  /** A deal before its start: not listed, not open, but its link says when it will be. */
  notStarted: (startsAt: Date) =>
    `This deal opens on ${startsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
};
