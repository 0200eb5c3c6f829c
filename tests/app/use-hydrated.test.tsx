import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from '../../src/lib/use-hydrated';

function SizePicker() {
  const hydrated = useHydrated();
  return (
    <select aria-label="Size" disabled={!hydrated}>
      <option value="M">M</option>
    </select>
  );
}

describe('controls on a server-rendered page', () => {
  it('a shopper sees them disabled until the page has hydrated, then can use them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SizePicker />);
    document.body.append(container);
    const select = () => container.querySelector('select') as HTMLSelectElement;
    expect(select().disabled).toBe(true);

    const root = await act(async () => hydrateRoot(container, <SizePicker />));
    expect(select().disabled).toBe(false);
    act(() => root.unmount());
    container.remove();
  });
});
