/** What the PWA says about its connection and saved deals (DESIGN 6), shared with tests. */
export const offlineTexts = {
  regionLabel: 'Connection',
  offline: "You're offline",
  offlineDetail:
    'Showing deals saved on this device. Joining, buying and signing in come back when you reconnect.',
  savedAt: (time: string) => `Saved at ${time}`,
} as const;
