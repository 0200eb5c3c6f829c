import { describe, expect, it } from 'vitest';
import { notificationOptions, readAlert } from '../../sw/push.ts';

describe('a deal alert arriving by push', () => {
  it('shows the title, text and image and opens the deal on click', () => {
    const alert = readAlert(
      JSON.stringify({
        title: 'Your group is full',
        body: 'You were charged $17.49.',
        url: '/deal/abc123',
        image: '/images/products/mug.svg',
        tag: 'deal-7',
      }),
    );
    expect(alert.title).toBe('Your group is full');
    expect(notificationOptions(alert)).toMatchObject({
      body: 'You were charged $17.49.',
      image: '/images/products/mug.svg',
      tag: 'deal-7',
      data: { url: '/deal/abc123' },
    });
  });

  it('never sends a click to another site', () => {
    expect(
      readAlert(JSON.stringify({ title: 't', body: 'b', url: 'https://evil.example/' })).url,
    ).toBe('/');
    expect(readAlert(JSON.stringify({ title: 't', body: 'b', url: '//evil.example/' })).url).toBe(
      '/',
    );
  });

  it('still shows a plain alert for an empty or malformed message', () => {
    expect(readAlert(null).title).toBe('BOGO Together');
    expect(readAlert('Flash sale!')).toMatchObject({ body: 'Flash sale!', url: '/' });
  });
});
