import { describe, expect, it } from 'vitest';
import { openAlertPage, type WindowClients } from '../../sw/alert-click.ts';

/** The browser's side: the store windows the worker controls, and what happened to them. */
function browserWith(windows: number, { focusAllowed }: { focusAllowed: boolean }) {
  const seen = { focused: 0, navigatedTo: [] as string[], openedWindows: [] as string[] };
  const open = Array.from({ length: windows }, () => ({
    focus: async () => {
      if (!focusAllowed)
        throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
      seen.focused += 1;
    },
    navigate: async (url: string) => {
      seen.navigatedTo.push(url);
    },
  }));
  const clients: WindowClients = {
    matchAll: async () => open,
    openWindow: async (url) => {
      seen.openedWindows.push(url);
    },
  };
  return { clients, seen };
}

describe('a click on a deal alert', () => {
  it("brings the store's open window forward on the deal", async () => {
    const { clients, seen } = browserWith(2, { focusAllowed: true });
    await openAlertPage(clients, 'https://store.example/deal/abc123');
    expect(seen).toEqual({
      focused: 1,
      navigatedTo: ['https://store.example/deal/abc123'],
      openedWindows: [],
    });
  });

  it('still shows the deal when the browser refuses to bring the window forward', async () => {
    const { clients, seen } = browserWith(1, { focusAllowed: false });
    await openAlertPage(clients, 'https://store.example/deal/abc123');
    expect(seen.navigatedTo).toEqual(['https://store.example/deal/abc123']);
  });

  it('opens the deal in a new window when no store window is open', async () => {
    const { clients, seen } = browserWith(0, { focusAllowed: true });
    await openAlertPage(clients, 'https://store.example/deal/abc123');
    expect(seen.openedWindows).toEqual(['https://store.example/deal/abc123']);
  });
});
