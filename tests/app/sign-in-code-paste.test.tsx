import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { LoginForm } from '../../src/features/auth/components/login-form';
import { authTexts } from '../../src/features/auth/texts';
import { stubApi } from './render';

async function codeStep() {
  stubApi({
    'POST /api/v1/auth/sendOtp': { body: { success: true, message: 'OTP sent successfully' } },
  });
  render(
    <AppProviders>
      <LoginForm onSignedIn={vi.fn()} autoFocus />
    </AppProviders>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(authTexts.emailLabel), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: authTexts.sendCode }));
  const codeBox = (await screen.findByLabelText(authTexts.codeLabel)) as HTMLInputElement;
  return { user, codeBox };
}

describe('a shopper pasting the e-mailed sign-in code', () => {
  it.each([[' 123456'], ['123 456'], ['123-456'], ['Your code: 123456.']])(
    'who pastes %j gets all 6 digits in the box',
    async (pasted) => {
      const { user, codeBox } = await codeStep();
      codeBox.focus();
      await user.paste(pasted);
      expect(codeBox.value).toBe('123456');
    },
  );

  it('who pastes more than 6 digits keeps the first 6', async () => {
    const { user, codeBox } = await codeStep();
    codeBox.focus();
    await user.paste('12345678');
    expect(codeBox.value).toBe('123456');
  });

  it('gets a numeric keypad and the one-time code the phone offers', async () => {
    const { codeBox } = await codeStep();
    expect(codeBox.getAttribute('inputmode')).toBe('numeric');
    expect(codeBox.getAttribute('autocomplete')).toBe('one-time-code');
  });
});
