import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { errorMessage } from '../../api/client';
import { storeSignIn } from '../../lib/credentials';
import { showToast } from '../../lib/toast';
import { resendOtp, sendOtp } from './api/send-otp';
import { verifyOtp } from './api/verify-otp';
import { authTexts } from './texts';
import { useCodeEntry } from './use-code-entry';
import { useEmailEntry } from './use-email-entry';
import { validateLoginEmail, validateOtp } from './validate';

export type LoginStep = 'email' | 'code';
export type LoginBusy = 'send' | 'verify' | 'resend' | null;

interface LoginFlowOptions {
  emailBox: RefObject<HTMLInputElement | null>;
  codeBox: RefObject<HTMLInputElement | null>;
  /** Puts the cursor in the e-mail box on arrival, not only when the step changes. */
  autoFocus: boolean;
  onSignedIn: () => void;
}

/** docs/product.md §4's login steps: send a code to the address, then verify it or ask again. */
export function useLoginFlow({ emailBox, codeBox, autoFocus, onSignedIn }: LoginFlowOptions) {
  const [step, setStep] = useState<LoginStep>('email');
  const [busy, setBusy] = useState<LoginBusy>(null);
  const email = useEmailEntry(emailBox);
  const code = useCodeEntry();
  useFocusFollowsStep(step, autoFocus, emailBox, codeBox);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passes(validateLoginEmail(email.value), email.setError, emailBox)) return;
    setBusy('send');
    try {
      await code.request(sendOtp, email.value.trim());
      setStep('code');
    } catch (error) {
      email.setError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passes(validateOtp(code.value), code.setError, codeBox)) return;
    setBusy('verify');
    try {
      storeSignIn(await verifyOtp(email.value.trim(), code.value));
    } catch (error) {
      code.setError(errorMessage(error));
      setBusy(null);
      codeBox.current?.focus();
      return;
    }
    // The button stays busy while the shopper is taken on.
    onSignedIn();
  }

  async function resend() {
    setBusy('resend');
    try {
      await code.request(resendOtp, email.value.trim());
      showToast(authTexts.otpResent, 'success');
    } catch (error) {
      code.setError(errorMessage(error));
    } finally {
      setBusy(null);
      codeBox.current?.focus();
    }
  }

  function back() {
    code.reset();
    email.reset();
    setStep('email');
  }

  return { step, busy, email, code, send, verify, resend, back };
}

/** Focus follows the step; on arrival only when the form was asked to take it. */
function useFocusFollowsStep(
  step: LoginStep,
  autoFocus: boolean,
  emailBox: RefObject<HTMLInputElement | null>,
  codeBox: RefObject<HTMLInputElement | null>,
) {
  const firstStep = useRef(true);
  useEffect(() => {
    const onArrival = firstStep.current;
    firstStep.current = false;
    if (onArrival && !autoFocus) return;
    (step === 'code' ? codeBox : emailBox).current?.focus();
  }, [step, autoFocus, emailBox, codeBox]);
}

/** A box's own check before sending: a problem is said under the box, with the cursor put there. */
function passes(
  problem: string | null,
  showProblem: (problem: string) => void,
  box: RefObject<HTMLInputElement | null>,
): boolean {
  if (!problem) return true;
  showProblem(problem);
  box.current?.focus();
  return false;
}
