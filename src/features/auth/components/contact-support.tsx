import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { showToast } from '../../../lib/toast';
import { authTexts } from '../texts';

/** The sign-in's foot line: where a shopper who is stuck finds help. */
export function ContactSupport() {
  return (
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
}
