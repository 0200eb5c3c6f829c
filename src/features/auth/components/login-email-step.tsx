import Box from '@mui/material/Box';
import type { FormEvent, RefObject } from 'react';
import { EmailInput } from '../../../components/form-controls';
import { authTexts } from '../texts';
import type { EmailEntry } from '../use-email-entry';
import { ContactSupport } from './contact-support';
import { LoginStepSubmit } from './login-step-submit';
import { PasskeySignIn } from './passkey-sign-in';

interface LoginEmailStepProps {
  email: EmailEntry;
  boxRef: RefObject<HTMLInputElement | null>;
  sending: boolean;
  onSend: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onSignedIn: () => void;
}

/** The sign-in's first step: a passkey in one tap, or the address a code is sent to. */
export function LoginEmailStep(props: LoginEmailStepProps) {
  const { email, boxRef, sending, onSend, onSignedIn } = props;
  return (
    <Box>
      <PasskeySignIn onSignedIn={onSignedIn} />
      <Box component="form" noValidate onSubmit={(event) => void onSend(event)}>
        <EmailInput
          ref={boxRef}
          label={authTexts.emailLabel}
          placeholder={authTexts.emailPlaceholder}
          value={email.value}
          onChange={(event) => email.change(event.target.value)}
          onBlur={email.blur}
          message={email.error}
          error={email.error !== null}
          reserveMessageSpace
          readOnly={sending}
        />
        <LoginStepSubmit label={authTexts.sendCode} busy={sending} disabled={email.value === ''} />
      </Box>
      <ContactSupport />
    </Box>
  );
}
