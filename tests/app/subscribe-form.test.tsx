import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { SubscribeForm } from '../../src/features/subscribe/components/subscribe-form';
import { subscribeTexts } from '../../src/features/subscribe/texts';

function renderForm() {
  render(
    <AppProviders>
      <SubscribeForm />
    </AppProviders>,
  );
  return {
    box: screen.getByLabelText(subscribeTexts.emailLabel) as HTMLInputElement,
    submit: screen.getByRole('button', { name: subscribeTexts.submit }),
  };
}

describe('deal alert sign-up', () => {
  it('is an e-mail box with a label', () => {
    const { box } = renderForm();
    expect(box.type).toBe('email');
  });

  it('says the e-mail is required when the box is empty, under the box', async () => {
    const user = userEvent.setup();
    const { box, submit } = renderForm();
    await user.click(submit);
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe(subscribeTexts.emailRequired);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(message.id);
  });

  it.each(['shopper', 'shopper@example', '@example.com', 'shop per@example.com'])(
    'rejects "%s" as not a valid address',
    async (email) => {
      const user = userEvent.setup();
      const { box, submit } = renderForm();
      await user.type(box, email);
      await user.click(submit);
      expect(screen.getByRole('alert').textContent).toBe(subscribeTexts.emailInvalid);
    },
  );

  it('clears the error as soon as the shopper types', async () => {
    const user = userEvent.setup();
    const { box, submit } = renderForm();
    await user.click(submit);
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.type(box, 's');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('accepts a valid address, then clears the box and says alerts are coming soon', async () => {
    const user = userEvent.setup();
    const { box, submit } = renderForm();
    await user.type(box, 'shopper@example.com');
    await user.click(submit);
    // Submitting: the button is busy until the call settles.
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText(subscribeTexts.comingSoon)).toBeTruthy();
    expect(box.value).toBe('');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });
});
