import { fireEvent, screen, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '../../contract/catalog';
import { shareImagePath } from '../../contract/share-image';
import { dealTexts } from '../../src/features/deals/texts';
import { categories, makeDeal } from './fixtures';
import { renderApp, stubApi } from './render';

const mug: Deal = makeDeal({ id: 41, title: 'Buy 1 Get 1 Free: Stoneware Mug' });
const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

function storeApi() {
  return stubApi({
    'GET /api/v1/categories/dropdown': { body: { status: 'success', data: categories } },
    'GET /api/v1/ecommerce/deals/41': { body: { status: 'success', data: mug } },
    'POST /api/v1/ecommerce/deals/41/share': { body: { success: true } },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
  vi.unstubAllGlobals();
});

describe('sharing a deal the way phones share', () => {
  it('Shoppers share the deal from the share sheet with its card picture, where the sheet takes files', async () => {
    storeApi();
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === shareImagePath(mug)
        ? new Response(picture, { headers: { 'content-type': 'image/png' } })
        : realFetch(input, init),
    );
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'canShare', {
      value: (data: ShareData) => (data.files?.length ?? 0) > 0,
      configurable: true,
    });
    renderApp(`/deal/${mug.encoded_id}`);

    const button = await screen.findByRole('button', { name: dealTexts.shareInvite });
    // The picture is fetched ahead of the tap: a sheet opens only while the tap is fresh.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const [sent] = share.mock.calls[0] as unknown as [ShareData];
    expect(sent.url).toMatch(new RegExp(`/deal/${mug.encoded_id}$`));
    expect(sent.title).toBe(mug.title);
    expect(sent.files?.map((file) => [file.name, file.type])).toEqual([
      [`${mug.encoded_id}.png`, 'image/png'],
    ]);
  });

  it('Shoppers print a QR poster whose code holds the deal link, from the share box', async () => {
    storeApi();
    const { router } = renderApp(`/deal/${mug.encoded_id}`);
    fireEvent.click(await screen.findByRole('link', { name: dealTexts.printPoster }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/poster/${mug.encoded_id}`));

    expect(await screen.findByRole('heading', { level: 1, name: mug.title })).toBeTruthy();
    const url = `${location.origin}/deal/${mug.encoded_id}`;
    const code = screen.getByRole('img', { name: dealTexts.posterQrLabel(url) });
    // The drawn modules are the code of the deal's link.
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const drawn = code.querySelector('path')?.getAttribute('d')?.match(/M/g)?.length;
    expect(drawn).toBe(Array.from(modules.data).filter(Boolean).length);
    expect(screen.getByText(url)).toBeTruthy();
    expect(screen.getByRole('button', { name: dealTexts.printNow })).toBeTruthy();
  });
});

describe("who is in a deal's group, without exposing anyone", () => {
  it('Shoppers see the initials members show, how many others, and who joined in the last hour', async () => {
    stubApi({
      'GET /api/v1/categories/dropdown': { body: { status: 'success', data: categories } },
      'GET /api/v1/ecommerce/deals/41': { body: { status: 'success', data: mug } },
      'GET /api/v1/ecommerce/deals/41/members': {
        body: { success: true, data: { joinedLastHour: 2, initials: ['AL', 'GH'], others: 1 } },
      },
    });
    renderApp(`/deal/${mug.encoded_id}`);
    expect(await screen.findByText(dealTexts.joinedLastHour(2))).toBeTruthy();
    expect(screen.getByText(dealTexts.membersLabel(['AL', 'GH'], 1))).toBeTruthy();
    expect(screen.getByText('+1')).toBeTruthy();
  });
});
