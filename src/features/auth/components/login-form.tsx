import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { errorMessage } from '../../../api/client';
import { EmailInput, TextInput } from '../../../components/form-controls';
import { ArrowBackIcon } from '../../../components/icons';
import { storeSignIn } from '../../../lib/credentials';
import { useOnline } from '../../../lib/use-online';
import { formatCountdown } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { resendOtp, sendOtp } from '../api/send-otp';
import { verifyOtp } from '../api/verify-otp';
import { PasskeySignIn } from './passkey-sign-in';
import { authTexts } from '../texts';
import { useCountdown } from '../use-countdown';
import { keepOtpDigits, validateLoginEmail, validateOtp } from '../validate';

/** docs/product.md §9: the code is valid, and resend waits, for 300 seconds. */
export const RESEND_COUNTDOWN_SECONDS = 300;

type Step = 'email' | 'code';
type Busy = 'send' | 'verify' | 'resend' | null;

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
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);
  const emailRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(emailRef, setEmail);
  const codeRef = useRef<HTMLInputElement>(null);
  const firstStep = useRef(true);
  const sentToId = useId();

  useEffect(() => {
    const onArrival = firstStep.current;
    firstStep.current = false;
    if (onArrival && !autoFocus) return;
    (step === 'code' ? codeRef : emailRef).current?.focus();
  }, [step, autoFocus]);

  /** Asks for a code, first or again: the box is cleared for it and the resend wait starts. */
  async function requestCode(request: (email: string) => Promise<unknown>) {
    await request(email.trim());
    setCode('');
    setCodeError(null);
    countdown.start();
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passes(validateLoginEmail(email), setEmailError, emailRef)) return;
    setBusy('send');
    try {
      await requestCode(sendOtp);
      setStep('code');
    } catch (error) {
      setEmailError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passes(validateOtp(code), setCodeError, codeRef)) return;
    setBusy('verify');
    try {
      storeSignIn(await verifyOtp(email.trim(), code));
    } catch (error) {
      setCodeError(errorMessage(error));
      setBusy(null);
      codeRef.current?.focus();
      return;
    }
    // The button stays busy while the shopper is taken on.
    onSignedIn();
  }

  async function resend() {
    setBusy('resend');
    try {
      await requestCode(resendOtp);
      showToast(authTexts.otpResent, 'success');
    } catch (error) {
      setCodeError(errorMessage(error));
    } finally {
      setBusy(null);
      codeRef.current?.focus();
    }
  }

  function back() {
    countdown.stop();
    setEmailTouched(false);
    setCode('');
    setCodeError(null);
    setEmailError(null);
    setStep('email');
  }

  const support = (
    <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary', textAlign: 'center' }}>
      {authTexts.needHelp}{' '}
      <Link
        component="button"
        type="button"
        onClick={() => showToast(authTexts.supportToast, 'info')}
        sx={{ fontWeight: 700, verticalAlign: 'baseline', fontSize: 'inherit' }}
      >
        {authTexts.contactSupport}
      </Link>
    </Typography>
  );

  const online = useOnline();

  if (step === 'email') {
    return (
      <Box>
        <PasskeySignIn onSignedIn={onSignedIn} />
        <Box component="form" noValidate onSubmit={(event) => void send(event)}>
          <EmailInput
            ref={emailRef}
            label={authTexts.emailLabel}
            placeholder={authTexts.emailPlaceholder}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailTouched(true);
              setEmailError(null);
            }}
            // Leaving a box the shopper typed in says what is wrong with it, so an emptied box
            // says 'Email is required' (Send code is disabled while it is empty).
            onBlur={() => {
              const problem = emailTouched ? validateLoginEmail(email) : null;
              if (problem) setEmailError(problem);
            }}
            message={emailError}
            error={emailError !== null}
            reserveMessageSpace
            readOnly={busy === 'send'}
          />
          <StepSubmit label={authTexts.sendCode} busy={busy === 'send'} disabled={email === ''} />
        </Box>
        {support}
      </Box>
    );
  }

  return (
    <Box>
      <Typography component={headingLevel} variant="h6">
        {authTexts.codeStepTitle}
      </Typography>
      <Typography id={sentToId} sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {authTexts.codeSentTo}{' '}
        <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {email.trim()}
        </Box>
        .
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void verify(event)}>
        <TextInput
          ref={codeRef}
          name="otp"
          label={authTexts.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          aria-describedby={sentToId}
          value={code}
          onChange={(event) => {
            setCode(keepOtpDigits(event.target.value));
            setCodeError(null);
          }}
          message={codeError ?? authTexts.codeHint}
          error={codeError !== null}
          reserveMessageSpace
          readOnly={busy === 'verify'}
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
        <StepSubmit
          label={authTexts.verify}
          busy={busy === 'verify'}
          disabled={busy === 'resend'}
        />
      </Box>
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
          onClick={back}
          startIcon={<ArrowBackIcon />}
          disabled={busy === 'verify'}
          sx={{ ml: -1 }}
        >
          {authTexts.back}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void resend()}
          disabled={countdown.running || busy === 'verify' || !online}
          loading={busy === 'resend'}
        >
          {authTexts.resend}
        </Button>
      </Box>
      <Typography
        variant="body2"
        role="timer"
        sx={{ mt: 1, color: 'text.secondary', textAlign: 'right' }}
      >
        {countdown.running
          ? authTexts.resendIn(formatCountdown(countdown.remaining))
          : authTexts.resendNow}
      </Typography>
      {support}
    </Box>
  );
}

/** A step's submit button. Signing in needs the server: while offline it waits, saying why. */
function StepSubmit({
  label,
  busy,
  disabled,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
}) {
  const online = useOnline();
  return (
    <>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={busy}
        disabled={disabled || !online}
        sx={{ mt: 1.5 }}
      >
        {label}
      </Button>
      {!online && (
        <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
          {authTexts.offline}
        </Typography>
      )}
    </>
  );
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
