import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAVOURITE_CATEGORIES } from '../../contract/constants';
import type { UpdateProfileRequest, User } from '../../contract/profile';
import { authTexts } from '../../src/features/auth/texts';
import { checkProfile } from '../../src/features/profile/profile-checks';
import { draftOf } from '../../src/features/profile/profile-draft';
import { profileTexts } from '../../src/features/profile/texts';
import { makeUser, signIn } from './fixtures';
import { renderApp, stubApi } from './render';
import { fieldMessage } from './sign-in-steps';

const ada = makeUser({
  phone: '+1 555 0100',
  dateOfBirth: '1990-03-12',
  preferences: {
    emailNotifications: true,
    smsNotifications: false,
    dealAlerts: true,
    dealAlertPace: { maxPerDay: 24, quietHours: null, timeZone: 'UTC' },
    showInitials: true,
    categories: ['Fashion'],
  },
});

function profileApi(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } },
    'GET /api/v1/user/profile': { body: { success: true, data: { user: ada } } },
    ...overrides,
  });
}

/** The profile API as the server keeps it: the profile reads back as saved once a save is answered. */
function savingProfileApi(saved: User, message: string) {
  let onServer = ada;
  return profileApi({
    'GET /api/v1/user/profile': () => ({ body: { success: true, data: { user: onServer } } }),
    'PUT /api/v1/user/profile': () => {
      onServer = saved;
      return { body: { success: true, message, data: { user: saved } } };
    },
  });
}

async function openProfile() {
  signIn(ada);
  renderApp('/profile');
  await screen.findByRole('button', { name: profileTexts.edit });
}

async function openProfileForEditing() {
  await openProfile();
  fireEvent.click(screen.getByRole('button', { name: profileTexts.edit }));
}

const section = (title: string) => screen.getByRole('region', { name: title });

describe('the profile screen', () => {
  it('shows the profile read-only until the shopper chooses Edit', async () => {
    profileApi();
    await openProfile();

    const details = section(profileTexts.detailsTitle);
    expect(within(details).getByText('Ada')).toBeTruthy();
    expect(within(details).getByText('+1 555 0100')).toBeTruthy();
    expect(within(details).getByText('March 12, 1990')).toBeTruthy();
    expect(within(section(profileTexts.categoriesTitle)).getByText('Fashion')).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: profileTexts.save })).toBeNull();
  });

  it('tells the shopper that mail about their orders and payments comes whatever the e-mail setting', async () => {
    profileApi();
    await openProfile();

    const hint = profileTexts.emailNotificationsHint;
    expect(within(section(profileTexts.notificationsTitle)).getByText(hint)).toBeTruthy();
    // The setting no longer claims order mail: unsubscribing or turning it off never stops it.
    expect(hint).not.toMatch(/receipts by e-mail$/);
    expect(hint).toMatch(/mail about your orders and payments always comes/);
  });

  it('makes the fields editable in edit mode, with the e-mail read-only', async () => {
    profileApi();
    await openProfileForEditing();

    const firstName = screen.getByLabelText(profileTexts.firstName) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(firstName.value).toBe('Ada');
    expect((screen.getByLabelText(profileTexts.lastName) as HTMLInputElement).value).toBe(
      'Lovelace',
    );
    expect((screen.getByLabelText(profileTexts.phone) as HTMLInputElement).value).toBe(
      '+1 555 0100',
    );
    expect((screen.getByLabelText(profileTexts.dateOfBirth) as HTMLInputElement).value).toBe(
      '1990-03-12',
    );
    const email = screen.getByLabelText(profileTexts.email) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);

    const categories = within(section(profileTexts.categoriesTitle)).getAllByRole('checkbox');
    expect(categories.map((box) => box.closest('label')?.textContent)).toEqual([
      ...FAVOURITE_CATEGORIES,
    ]);
    expect(screen.getByRole('checkbox', { name: 'Fashion' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: profileTexts.smsNotifications })).toBeTruthy();
  });

  it('saves the whole form, shows the server message and returns to view mode', async () => {
    const saved = makeUser({
      ...ada,
      firstName: 'Augusta',
      preferences: {
        ...ada.preferences,
        smsNotifications: true,
        categories: ['Fashion', 'Sports'],
      },
    });
    const { calls } = savingProfileApi(saved, 'Profile updated successfully');
    await openProfileForEditing();
    fireEvent.change(screen.getByLabelText(profileTexts.firstName), {
      target: { value: ' Augusta ' },
    });
    fireEvent.change(screen.getByLabelText(profileTexts.phone), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sports' }));
    fireEvent.click(screen.getByRole('switch', { name: profileTexts.smsNotifications }));
    fireEvent.click(screen.getByRole('button', { name: profileTexts.save }));

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      phone: null,
      dateOfBirth: '1990-03-12',
      preferences: {
        emailNotifications: true,
        smsNotifications: true,
        dealAlerts: true,
        dealAlertPace: { maxPerDay: 24, quietHours: null, timeZone: 'UTC' },
        showInitials: true,
        categories: ['Fashion', 'Sports'],
      },
    });
    const editButton = await screen.findByRole('button', { name: profileTexts.edit });
    await waitFor(() => expect(document.activeElement).toBe(editButton));
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(within(section(profileTexts.categoriesTitle)).getByText('Sports')).toBeTruthy();
    // The header follows the new name.
    expect(
      await screen.findByRole('button', { name: authTexts.accountMenu('Augusta') }),
    ).toBeTruthy();
  });

  it('shows the saved details when the shopper goes elsewhere and comes back', async () => {
    const { calls } = savingProfileApi(
      makeUser({ ...ada, firstName: 'Augusta' }),
      'Profile updated',
    );
    signIn(ada);
    const { router } = renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: profileTexts.edit }));
    fireEvent.change(screen.getByLabelText(profileTexts.firstName), {
      target: { value: 'Augusta' },
    });
    fireEvent.click(screen.getByRole('button', { name: profileTexts.save }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    // The screen's kept data is read again after the save, before the shopper leaves.
    const reads = () =>
      calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('/profile'));
    await waitFor(() => expect(reads()).toHaveLength(2));

    await router.navigate({ to: '/' });
    await router.navigate({ to: '/profile' });
    await screen.findByRole('button', { name: profileTexts.edit });
    expect(within(section(profileTexts.detailsTitle)).getByText('Augusta')).toBeTruthy();
  });

  it('puts the saved values back on Cancel', async () => {
    const { calls } = profileApi();
    await openProfileForEditing();
    fireEvent.change(screen.getByLabelText(profileTexts.firstName), { target: { value: 'Zed' } });
    fireEvent.click(screen.getByRole('button', { name: profileTexts.cancel }));

    expect(within(section(profileTexts.detailsTitle)).getByText('Ada')).toBeTruthy();
    expect(screen.queryByText('Zed')).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: profileTexts.edit }));
    expect((screen.getByLabelText(profileTexts.firstName) as HTMLInputElement).value).toBe('Ada');
  });

  it('a shopper who enters a birthday in the future is told under the field, and nothing is sent', async () => {
    const { calls } = profileApi();
    await openProfileForEditing();
    const nextYear = new Date().getFullYear() + 1;
    const birthday = screen.getByLabelText(profileTexts.dateOfBirth) as HTMLInputElement;
    fireEvent.change(birthday, { target: { value: `${nextYear}-01-15` } });
    fireEvent.click(screen.getByRole('button', { name: profileTexts.save }));

    expect(fieldMessage(birthday)?.textContent).toBe(profileTexts.dateOfBirthFuture);
    expect(birthday.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(birthday);
    expect(screen.getByText(profileTexts.checkFields)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(birthday, { target: { value: '1990-03-12' } });
    expect(fieldMessage(birthday)).toBeNull();
    expect(birthday.getAttribute('aria-invalid')).toBeNull();
  });

  it.each([['1850-06-01', profileTexts.dateOfBirthTooEarly]])(
    'a shopper who enters the birthday %s is told %j and nothing is sent',
    async (value, words) => {
      const { calls } = profileApi();
      await openProfileForEditing();
      const birthday = screen.getByLabelText(profileTexts.dateOfBirth);
      fireEvent.change(birthday, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: profileTexts.save }));

      expect(fieldMessage(birthday)?.textContent).toBe(words);
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    },
  );

  it('a shopper who types letters as a phone number is told under the field, and nothing is sent', async () => {
    const { calls } = profileApi();
    await openProfileForEditing();
    const phone = screen.getByLabelText(profileTexts.phone);
    fireEvent.change(phone, { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: profileTexts.save }));

    expect(fieldMessage(phone)?.textContent).toBe(profileTexts.phoneInvalid);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('puts a field the server refuses under that field, never showing the server field path', async () => {
    // The shopper's clock may be a day behind the server's: today here can be "the future" there.
    const reason = "Invalid field 'dateOfBirth': must be in the past";
    profileApi({
      'PUT /api/v1/user/profile': { status: 400, body: { success: false, message: reason } },
    });
    await openProfileForEditing();
    const birthday = screen.getByLabelText(profileTexts.dateOfBirth);
    fireEvent.click(screen.getByRole('button', { name: profileTexts.save }));

    await waitFor(() =>
      expect(fieldMessage(birthday)?.textContent).toBe(profileTexts.dateOfBirthFuture),
    );
    expect(document.body.textContent).not.toContain('Invalid field');
    expect(document.body.textContent).not.toContain("'dateOfBirth'");
  });

  it('says Failed to update profile, and why, and stays in edit mode', async () => {
    const reason = 'The profile service is busy, try again in a minute';
    profileApi({
      'PUT /api/v1/user/profile': { status: 503, body: { success: false, message: reason } },
    });
    await openProfileForEditing();
    fireEvent.change(screen.getByLabelText(profileTexts.lastName), { target: { value: 'King' } });
    fireEvent.click(screen.getByRole('button', { name: profileTexts.save }));

    expect(await screen.findByText(profileTexts.failedToUpdate)).toBeTruthy();
    expect(screen.getByText(`${profileTexts.failedToUpdate}: ${reason}`)).toBeTruthy();
    expect((screen.getByLabelText(profileTexts.lastName) as HTMLInputElement).value).toBe('King');
  });

  it('says only Failed to update profile when the server refuses a field the form does not show', async () => {
    profileApi({
      'PUT /api/v1/user/profile': {
        status: 400,
        body: {
          success: false,
          message: "Invalid field 'preferences.categories': lists a category more than once",
        },
      },
    });
    await openProfileForEditing();
    fireEvent.click(screen.getByRole('button', { name: profileTexts.save }));

    await waitFor(() =>
      expect(screen.getAllByText(profileTexts.failedToUpdate).length).toBeGreaterThan(0),
    );
    expect(document.body.textContent).not.toContain('Invalid field');
  });

  it('lets the shopper ask for at most N deal alerts a day and quiet hours on their own clock', async () => {
    const pace = {
      maxPerDay: 3,
      quietHours: { from: '22:30', to: '06:45' },
      timeZone: 'Europe/Paris',
    };
    const saved = makeUser({ ...ada, preferences: { ...ada.preferences, dealAlertPace: pace } });
    const { calls } = savingProfileApi(saved, 'Profile updated successfully');
    await openProfileForEditing();
    const notices = within(section(profileTexts.notificationsTitle));
    fireEvent.change(notices.getByLabelText(profileTexts.dealAlertsPerDay), {
      target: { value: '3' },
    });
    expect(notices.queryByLabelText(profileTexts.quietFrom)).toBeNull();
    fireEvent.click(notices.getByRole('switch', { name: profileTexts.quietHours }));
    const from = notices.getByLabelText(profileTexts.quietFrom) as HTMLInputElement;
    expect(from.type).toBe('time');
    fireEvent.change(from, { target: { value: '22:30' } });
    fireEvent.change(notices.getByLabelText(profileTexts.quietTo), { target: { value: '06:45' } });
    fireEvent.change(notices.getByLabelText(profileTexts.timeZone), {
      target: { value: 'Europe/Paris' },
    });
    fireEvent.click(screen.getByRole('button', { name: profileTexts.save }));

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'PUT')?.body as UpdateProfileRequest;
    expect(sent.preferences?.dealAlertPace).toEqual(pace);
    await screen.findByRole('button', { name: profileTexts.edit });
    const shown = within(section(profileTexts.notificationsTitle));
    expect(shown.getByText(profileTexts.dealAlertsPerDayChoice(3))).toBeTruthy();
    expect(shown.getByText('At most 3 deal alerts a day')).toBeTruthy();
    expect(shown.getByText('From 22:30 to 06:45')).toBeTruthy();
    expect(shown.getByText('Europe/Paris')).toBeTruthy();
  });

  it("offers a shopper who never chose a time zone their browser's own", async () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const unset = makeUser({
      ...ada,
      preferences: {
        ...ada.preferences,
        dealAlertPace: { maxPerDay: 24, quietHours: null, timeZone: null },
      },
    });
    profileApi({ 'GET /api/v1/user/profile': { body: { success: true, data: { user: unset } } } });
    await openProfile();
    const shown = within(section(profileTexts.notificationsTitle));
    expect(shown.getByText(profileTexts.notSet)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: profileTexts.edit }));
    const zone = screen.getByLabelText(profileTexts.timeZone) as HTMLSelectElement;
    expect(zone.value).toBe(browserZone);
    expect([...zone.options].map((option) => option.value)).toContain('America/New_York');
  });

  it('a shopper whose quiet hours end as they start is told under the end, and nothing is sent', async () => {
    const { calls } = profileApi();
    await openProfileForEditing();
    fireEvent.click(screen.getByRole('switch', { name: profileTexts.quietHours }));
    fireEvent.change(screen.getByLabelText(profileTexts.quietFrom), { target: { value: '07:00' } });
    const to = screen.getByLabelText(profileTexts.quietTo);
    fireEvent.change(to, { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('button', { name: profileTexts.save }));

    expect(fieldMessage(to)?.textContent).toBe(profileTexts.quietTimesSame);
    await waitFor(() => expect(document.activeElement).toBe(to));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows Failed to load profile with a retry, and toasts Unable to load your profile information', async () => {
    let fail = true;
    profileApi({
      'GET /api/v1/user/profile': () =>
        fail
          ? { status: 500, body: { success: false, message: 'boom' } }
          : { body: { success: true, data: { user: ada } } },
    });
    signIn(ada);
    renderApp('/profile');

    expect(
      await screen.findByRole('heading', { name: profileTexts.failedToLoad }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(await screen.findByText(profileTexts.failedToLoadToast)).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: profileTexts.retry }));
    expect(await screen.findByRole('button', { name: profileTexts.edit })).toBeTruthy();
  });
});

describe('the profile form checks', () => {
  const today = '2026-11-23';
  it.each([
    ['2026-11-24', profileTexts.dateOfBirthFuture],
    ['2026-11-23', profileTexts.dateOfBirthFuture],
    ['2026-11-22', undefined],
    ['1900-01-01', undefined],
    ['1899-12-31', profileTexts.dateOfBirthTooEarly],
    ['1990-02-30', profileTexts.dateOfBirthInvalid],
    ['20260-01-01', profileTexts.dateOfBirthInvalid],
    ['', undefined],
  ])('a birthday of %j -> %s', (dateOfBirth, words) => {
    expect(checkProfile({ ...draftOf(ada), dateOfBirth }, today).dateOfBirth).toBe(words);
  });
});
