/** Install and update words, shared with tests. */
export const installTexts = {
  install: 'Install app',
  installLabel: 'Install BOGO Together on this device',
  newVersion: 'A new version is available',
  reload: 'Reload',
} as const;
