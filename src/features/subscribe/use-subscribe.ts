import { useState, type FormEvent, type RefObject } from 'react';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { subscribeEmail } from './api/subscribe-email';
import { validateSubscribeEmail } from './validate-email';

/** The deal-alert sign-up's address, its problem, and sending it. */
export function useSubscribe(emailBox: RefObject<HTMLInputElement | null>) {
  const [email, setEmail] = useState('');
  useTypedBeforeHydration(emailBox, setEmail);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The server's answer stays under the box (check your inbox) until the shopper types again.
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateSubscribeEmail(email);
    if (problem) {
      setError(problem);
      return;
    }
    setSubmitting(true);
    try {
      const message = await subscribeEmail(email.trim());
      setEmail('');
      setError(null);
      setSent(message);
    } catch {
      // The client has shown docs/product.md §8's error toast; the typed address stays for another try.
    } finally {
      setSubmitting(false);
    }
  }

  function type(typed: string) {
    setEmail(typed);
    setError(null);
    setSent(null);
  }

  return { email, error, setError, submitting, sent, submit, type };
}
