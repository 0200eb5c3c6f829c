import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type RefObject } from 'react';
import { TextInput } from '../../../components/form-controls';
import { ArrowBackIcon } from '../../../components/icons';
import { formatCountdown } from '../../../lib/format';
import { useOnline } from '../../../lib/use-online';
import { authTexts } from '../texts';
import type { CodeEntry } from '../use-code-entry';
import type { LoginBusy } from '../use-login-flow';
import { ContactSupport } from './contact-support';
import { LoginStepSubmit } from './login-step-submit';

interface LoginCodeStepProps {
  email: string;
  code: CodeEntry;
  boxRef: RefObject<HTMLInputElement | null>;
  busy: LoginBusy;
  headingLevel: 'h2' | 'h3';
  onVerify: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
}

/** The sign-in's second step: the code sent to the address, with its resend wait. */
export function LoginCodeStep(props: LoginCodeStepProps) {
  const { email, code, busy, headingLevel } = props;
  const sentToId = useId();
  return (
    <Box>
      <Typography component={headingLevel} variant="h6">
        {authTexts.codeStepTitle}
      </Typography>
      <Typography id={sentToId} sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {authTexts.codeSentTo}{' '}
        <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {email}
        </Box>
        .
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void props.onVerify(event)}>
        <CodeBox
          code={code}
          boxRef={props.boxRef}
          sentToId={sentToId}
          verifying={busy === 'verify'}
        />
        <LoginStepSubmit
          label={authTexts.verify}
          busy={busy === 'verify'}
          disabled={busy === 'resend'}
        />
      </Box>
      <CodeStepActions
        busy={busy}
        waiting={code.countdown.running}
        onBack={props.onBack}
        onResend={props.onResend}
      />
      <ResendTimer running={code.countdown.running} remaining={code.countdown.remaining} />
      <ContactSupport />
    </Box>
  );
}

function CodeBox({
  code,
  boxRef,
  sentToId,
  verifying,
}: {
  code: CodeEntry;
  boxRef: RefObject<HTMLInputElement | null>;
  sentToId: string;
  verifying: boolean;
}) {
  return (
    <TextInput
      ref={boxRef}
      name="otp"
      label={authTexts.codeLabel}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      aria-describedby={sentToId}
      value={code.value}
      onChange={(event) => code.change(event.target.value)}
      message={code.error ?? authTexts.codeHint}
      error={code.error !== null}
      reserveMessageSpace
      readOnly={verifying}
      inputSx={{
        fontSize: '1.75rem',
        fontWeight: 700,
        letterSpacing: '0.5em',
        textIndent: '0.5em',
        textAlign: 'center',
        fontVariantNumeric: 'tabular-nums',
        minHeight: 56,
      }}
    />
  );
}

/** Back to the address, or another code once the wait is over (and the server is reachable). */
function CodeStepActions({
  busy,
  waiting,
  onBack,
  onResend,
}: {
  busy: LoginBusy;
  waiting: boolean;
  onBack: () => void;
  onResend: () => Promise<void>;
}) {
  const online = useOnline();
  return (
    <Box
      sx={{
        mt: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
      }}
    >
      <Button
        onClick={onBack}
        startIcon={<ArrowBackIcon />}
        disabled={busy === 'verify'}
        sx={{ ml: -1 }}
      >
        {authTexts.back}
      </Button>
      <Button
        variant="outlined"
        onClick={() => void onResend()}
        disabled={waiting || busy === 'verify' || !online}
        loading={busy === 'resend'}
      >
        {authTexts.resend}
      </Button>
    </Box>
  );
}

function ResendTimer({ running, remaining }: { running: boolean; remaining: number }) {
  return (
    <Typography
      variant="body2"
      role="timer"
      sx={{ mt: 1, color: 'text.secondary', textAlign: 'right' }}
    >
      {running ? authTexts.resendIn(formatCountdown(remaining)) : authTexts.resendNow}
    </Typography>
  );
}
