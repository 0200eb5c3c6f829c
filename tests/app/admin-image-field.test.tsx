import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealForm } from '../../src/features/admin/components/deal-form';
import { emptyDraft } from '../../src/features/admin/deal-draft';
import { adminTexts } from '../../src/features/admin/texts';
import { renderWithRouter, stubApi } from './render';

const now = new Date('2026-11-23T10:00:00Z');

async function openDealForm() {
  await renderWithRouter(
    <DealForm
      initial={emptyDraft(now)}
      categories={[]}
      target={{ kind: 'new' }}
      onSaved={() => {}}
      now={() => now}
    />,
  );
}

/** The merchant picks `files` in the device's chooser, which the image button opens. */
function choose(...files: File[]) {
  // The chooser's input is never shown, so no role or label finds it; the button stands for it.
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the image field has no file input');
  fireEvent.change(input, { target: { files } });
}

/** The image button, found by the message the field shows under it. */
const imageButtonSaying = (message: string) =>
  screen.getByRole('button', { name: adminTexts.uploadImage, description: message });

describe("the deal form's image field", () => {
  it('tells a merchant at once, by the field, that a chosen GIF is not a PNG, JPEG or WebP picture, and uploads nothing', async () => {
    const { calls } = stubApi({});
    await openDealForm();
    choose(new File(['GIF89a'], 'banner.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That file is not a PNG, JPEG or WebP picture',
    );
    expect(imageButtonSaying('That file is not a PNG, JPEG or WebP picture')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('tells a merchant at once, by the field, that a chosen photo is over 5 MB, and uploads nothing', async () => {
    const { calls } = stubApi({});
    await openDealForm();
    const sixMegabytes = new Uint8Array(6 * 1024 * 1024);
    choose(new File([sixMegabytes], 'camera.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That picture is over 5 MB');
    expect(imageButtonSaying('That picture is over 5 MB')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('tells a merchant who picks eleven photos at once that a product has at most 10 pictures, and uploads none', async () => {
    const { calls } = stubApi({});
    await openDealForm();
    const photos = Array.from(
      { length: 11 },
      (_, at) => new File([new Uint8Array(100)], `photo-${at}.png`, { type: 'image/png' }),
    );
    choose(...photos);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A product has at most 10 pictures',
    );
    expect(calls).toHaveLength(0);
  });
});
