import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useOnline } from '../../../lib/use-online';
import { authTexts } from '../texts';

/** A step's submit button. Signing in needs the server: while offline it waits, saying why. */
export function LoginStepSubmit({
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
