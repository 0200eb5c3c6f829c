import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../lib/use-session';
import { useDealAlerts, type DealAlerts as DealAlertSwitch } from '../use-deal-alerts';
import { dealAlertTexts } from '../texts';
import { validateSubscribeEmail } from '../validate-email';

/** Material Icons' notifications (Apache 2.0), decorative. */
function BellIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z" />
    </SvgIcon>
  );
}

const NOTE_ID = 'deal-alerts-note';

/**
 * Push deal alerts for this browser, under the e-mail box. Permission is asked for only when the
 * shopper taps Enable. A visitor's alerts go to the e-mail typed in the box; a signed-in
 * shopper's to their account.
 */
export function DealAlerts({
  email,
  online,
  onNeedEmail,
}: {
  email: string;
  online: boolean;
  onNeedEmail: (message: string) => void;
}) {
  const session = useSession();
  const alerts = useDealAlerts();
  const { state } = alerts;

  function enable() {
    if (session) {
      void alerts.enable(null);
      return;
    }
    if (validateSubscribeEmail(email) !== null) {
      onNeedEmail(dealAlertTexts.needsEmail);
      return;
    }
    void alerts.enable(email.trim());
  }

  const note = noteOf(alerts, online);

  const showEnable = state === 'off' || state === 'checking' || state === 'busy';
  return (
    <Box sx={{ mt: 1.5 }}>
      {showEnable && (
        <Button
          variant="outlined"
          fullWidth
          startIcon={<BellIcon />}
          loading={state === 'busy' || state === 'checking'}
          disabled={!online}
          aria-describedby={note ? NOTE_ID : undefined}
          onClick={enable}
        >
          {dealAlertTexts.enable}
        </Button>
      )}
      {state === 'on' && (
        <Button
          variant="text"
          fullWidth
          disabled={!online}
          aria-describedby={note ? NOTE_ID : undefined}
          onClick={() => void alerts.disable()}
        >
          {dealAlertTexts.disable}
        </Button>
      )}
      {note && <AlertsNote note={note} alerts={alerts} />}
    </Box>
  );
}

/** What the note under the switch says: why it failed, why it cannot be used, or that it is on. */
function noteOf({ state, problem }: DealAlertSwitch, online: boolean): string | null {
  if (!online && (state === 'off' || state === 'on')) return dealAlertTexts.offlineReason;
  if (state === 'blocked') return dealAlertTexts.blocked;
  if (state === 'unsupported') return dealAlertTexts.unsupported;
  if (state === 'ios-home-screen') return dealAlertTexts.iosHint;
  if (state === 'on') return problem ?? dealAlertTexts.on;
  return problem;
}

function AlertsNote({ note, alerts }: { note: string; alerts: DealAlertSwitch }) {
  const { state, problem } = alerts;
  return (
    <Typography
      id={NOTE_ID}
      role={problem ? 'alert' : 'status'}
      variant="body2"
      sx={{
        mt: 1,
        color: problem || state === 'blocked' ? 'error.main' : 'text.secondary',
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
      }}
    >
      {state === 'on' && !problem && <BellIcon fontSize="small" color="success" />}
      {note}
    </Typography>
  );
}
