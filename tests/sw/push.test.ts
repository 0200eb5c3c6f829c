import { describe, expect, it } from 'vitest';
import { clickedPage } from '../../sw/alert-click.ts';
import { showAppBadge } from '../../sw/app-badge.ts';
import { notificationOptions, readAlert } from '../../sw/push.ts';

const STORE = 'https://store.example';

/** A last-hour reminder as the server sends it (server/modules/alerts/push-message.ts). */
const declarative = {
  web_push: 8030,
  notification: {
    title: 'Your group closes within the hour',
    body: 'Mug still needs 1 unit.',
    navigate: `${STORE}/deal/abc123`,
    lang: 'en-US',
    dir: 'ltr',
    tag: 'group_closing:7',
    app_badge: 2,
    actions: [
      { action: 'invite', title: 'Invite', navigate: `${STORE}/deal/abc123?invite=1` },
      { action: 'view', title: 'View', navigate: `${STORE}/deal/abc123` },
    ],
  },
  app_badge: 2,
};

describe('a deal alert arriving by push in the older shape', () => {
  it('shows the title, text and image and opens the deal on click', () => {
    const alert = readAlert(
      JSON.stringify({
        title: 'Your group is full',
        body: 'You were charged $17.49.',
        url: '/deal/abc123',
        image: '/images/products/mug.svg',
        tag: 'deal-7',
      }),
      STORE,
    );
    expect(alert.title).toBe('Your group is full');
    expect(notificationOptions(alert)).toMatchObject({
      body: 'You were charged $17.49.',
      image: '/images/products/mug.svg',
      tag: 'deal-7',
      data: { url: '/deal/abc123', actions: {} },
    });
  });

  it('never sends a click to another site', () => {
    expect(readAlert(JSON.stringify({ title: 't', url: 'https://evil.example/' }), STORE).url).toBe(
      '/',
    );
    expect(readAlert(JSON.stringify({ title: 't', url: '//evil.example/' }), STORE).url).toBe('/');
  });

  it('still shows a plain alert for an empty or malformed message', () => {
    expect(readAlert(null, STORE).title).toBe('BOGO Together');
    expect(readAlert('Flash sale!', STORE)).toMatchObject({ body: 'Flash sale!', url: '/' });
  });
});

describe('an alert arriving in the declarative shape, in a browser that runs the worker', () => {
  it('Shoppers see its title and text with Invite and View, and each button opens its page', () => {
    const alert = readAlert(JSON.stringify(declarative), STORE);
    const options = notificationOptions(alert);
    expect(alert.title).toBe('Your group closes within the hour');
    expect(options).toMatchObject({
      body: 'Mug still needs 1 unit.',
      tag: 'group_closing:7',
      actions: [
        { action: 'invite', title: 'Invite' },
        { action: 'view', title: 'View' },
      ],
    });
    expect(clickedPage(options.data, '')).toBe('/deal/abc123');
    expect(clickedPage(options.data, 'invite')).toBe('/deal/abc123?invite=1');
    expect(clickedPage(options.data, 'view')).toBe('/deal/abc123');
  });

  it('Shoppers whose card failed see Update card, which opens the page that fixes it', () => {
    const fix = `${STORE}/fix-payment/42`;
    const alert = readAlert(
      JSON.stringify({
        web_push: 8030,
        notification: {
          title: 'Your payment needs attention',
          body: 'Update your card within 24 hours.',
          navigate: fix,
          actions: [{ action: 'update-card', title: 'Update card', navigate: fix }],
        },
      }),
      STORE,
    );
    const options = notificationOptions(alert);
    expect(options.actions).toEqual([{ action: 'update-card', title: 'Update card' }]);
    expect(clickedPage(options.data, 'update-card')).toBe('/fix-payment/42');
  });

  it('never sends a click or a button to another site', () => {
    const alert = readAlert(
      JSON.stringify({
        web_push: 8030,
        notification: {
          title: 't',
          navigate: 'https://evil.example/',
          actions: [{ action: 'go', title: 'Go', navigate: 'https://evil.example/' }],
        },
      }),
      STORE,
    );
    expect(alert).toMatchObject({ url: '/', actions: [] });
  });

  it('reads the badge where WebKit puts it and where the W3C draft does', () => {
    const { app_badge: _inside, ...notification } = declarative.notification;
    expect(readAlert(JSON.stringify({ ...declarative, notification }), STORE).appBadge).toBe(2);
    expect(
      readAlert(
        JSON.stringify({ web_push: 8030, notification: { title: 't', app_badge: '3' } }),
        STORE,
      ).appBadge,
    ).toBe(3);
    expect(
      readAlert(
        JSON.stringify({ web_push: 8030, notification: { title: 't', app_badge: -1 } }),
        STORE,
      ).appBadge,
    ).toBeUndefined();
  });
});

describe('the app badge a push sets', () => {
  it('Shoppers see the count of a push on the app icon where the browser has badges', async () => {
    const set: number[] = [];
    await showAppBadge(
      { setAppBadge: async (count) => void set.push(count ?? -1) },
      readAlert(JSON.stringify(declarative), STORE).appBadge,
    );
    expect(set).toEqual([2]);
  });

  it('leaves the icon alone where the browser has no badges, or the push carries no count', async () => {
    await expect(showAppBadge({}, 2)).resolves.toBeUndefined();
    const set: number[] = [];
    await showAppBadge({ setAppBadge: async (count) => void set.push(count ?? -1) }, undefined);
    expect(set).toEqual([]);
  });

  it('still shows the alert when the browser refuses the badge', async () => {
    const refusing = {
      setAppBadge: () => Promise.reject(new DOMException('Not installed', 'NotAllowedError')),
    };
    await expect(showAppBadge(refusing, 2)).resolves.toBeUndefined();
  });
});
