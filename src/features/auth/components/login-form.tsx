import { useRef } from 'react';
import { useLoginFlow } from '../use-login-flow';
import { LoginCodeStep } from './login-code-step';
import { LoginEmailStep } from './login-email-step';

interface LoginFormProps {
  /** Runs once the code is accepted and the session is stored. */
  onSignedIn: () => void;
  /** The level of the code step's heading under the surrounding title. */
  headingLevel?: 'h2' | 'h3';
  /** Puts the cursor in the e-mail box when the form appears. */
  autoFocus?: boolean;
}

/**
 * docs/product.md §4's login flow: a passkey in one tap, or the e-mail step, then the code step with its
 * 5:00 countdown. Used by the
 * /login page and the My Orders modal. Validation and server messages show under the field they
 * concern and are announced; focus follows the step.
 */
export function LoginForm({ onSignedIn, headingLevel = 'h2', autoFocus = false }: LoginFormProps) {
  const emailBox = useRef<HTMLInputElement>(null);
  const codeBox = useRef<HTMLInputElement>(null);
  const flow = useLoginFlow({ emailBox, codeBox, autoFocus, onSignedIn });
  if (flow.step === 'email') {
    return (
      <LoginEmailStep
        email={flow.email}
        boxRef={emailBox}
        sending={flow.busy === 'send'}
        onSend={flow.send}
        onSignedIn={onSignedIn}
      />
    );
  }
  return (
    <LoginCodeStep
      email={flow.email.value.trim()}
      code={flow.code}
      boxRef={codeBox}
      busy={flow.busy}
      headingLevel={headingLevel}
      onVerify={flow.verify}
      onResend={flow.resend}
      onBack={flow.back}
    />
  );
}
