import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateWhenSettled, notePageSettled, notePageSettling } from '../../src/lib/page-settled';
import { noteHydrationEnds, noteHydrationStarts } from '../../src/lib/use-hydrated';

/** A part below the fold with something to press: its count says whether React has it. */
function BelowTheFold() {
  const [taps, setTaps] = useState(0);
  return <button onClick={() => setTaps(taps + 1)}>How it works, tapped {taps}</button>;
}

const page = (
  <HydrateWhenSettled>
    <BelowTheFold />
  </HydrateWhenSettled>
);

afterEach(() => {
  noteHydrationEnds();
  notePageSettled();
});

describe('parts below the fold of a server-rendered page', () => {
  it('a shopper sees the server markup at once, and it answers taps once the page has settled', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    noteHydrationStarts();
    notePageSettling();

    const root = await act(async () => hydrateRoot(container, page));
    await act(async () => noteHydrationEnds());
    fireEvent.click(screen.getByRole('button', { name: 'How it works, tapped 0' }));
    expect(screen.getByRole('button', { name: 'How it works, tapped 0' })).toBeTruthy();

    await act(async () => notePageSettled());
    fireEvent.click(screen.getByRole('button', { name: 'How it works, tapped 0' }));
    expect(screen.getByRole('button', { name: 'How it works, tapped 1' })).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });

  it('a shopper who moves on before the page settled sees the next screen’s parts at once', async () => {
    // The server's page hydrated (the entry noted it) and has not settled yet.
    noteHydrationStarts();
    notePageSettling();
    noteHydrationEnds();

    render(page);
    fireEvent.click(screen.getByRole('button', { name: 'How it works, tapped 0' }));
    expect(screen.getByRole('button', { name: 'How it works, tapped 1' })).toBeTruthy();
  });
});
