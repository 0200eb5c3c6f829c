import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { TextInput } from '../../../components/form-controls';
import { MailIcon } from '../../../components/icons';
import { useOnline } from '../../../lib/use-online';
import { subscribeTexts } from '../texts';
import { useSubscribe } from '../use-subscribe';
import { DealAlerts } from './deal-alerts';

const OFFLINE_REASON_ID = 'subscribe-offline-reason';

/**
 * The hero's deal-alert sign-up. docs/product.md §4: idle -> submitting -> idle; on success the box and
 * any error clear and the server's message (check your inbox to confirm) stays under the box
 * (docs/product.md §8 keeps the client's own success toast out of it). docs/product.md §5: the error shows under the box and clears as soon as the shopper types.
 * Offline, Subscribe is disabled with the reason and comes back by itself (src/lib/use-online.ts).
 */
export function SubscribeForm() {
  const online = useOnline();
  const emailRef = useRef<HTMLInputElement>(null);
  const { email, error, setError, submitting, sent, submit, type } = useSubscribe(emailRef);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="subscribe-title"
    >
      <SubscribeHeading />
      <TextInput
        ref={emailRef}
        type="email"
        name="email"
        autoComplete="email"
        label={subscribeTexts.emailLabel}
        placeholder={subscribeTexts.emailPlaceholder}
        value={email}
        onChange={(event) => type(event.target.value)}
        message={error}
        error={error !== null}
        reserveMessageSpace
        readOnly={submitting}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={submitting}
        disabled={!online}
        aria-describedby={online ? undefined : OFFLINE_REASON_ID}
        sx={{ mt: 0.5 }}
      >
        {subscribeTexts.submit}
      </Button>
      <Typography
        role="status"
        variant="body2"
        sx={{ mt: sent ? 1 : 0, display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        {sent && <MailIcon fontSize="small" color="success" />}
        {sent}
      </Typography>
      {!online && (
        <Typography id={OFFLINE_REASON_ID} variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {subscribeTexts.offlineReason}
        </Typography>
      )}
      <DealAlerts email={email} online={online} onNeedEmail={setError} />
    </Box>
  );
}

function SubscribeHeading() {
  return (
    <>
      <Typography
        id="subscribe-title"
        component="h2"
        sx={{ fontWeight: 800, fontSize: '1.25rem', display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <MailIcon color="primary" />
        {subscribeTexts.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {subscribeTexts.intro}
      </Typography>
    </>
  );
}
