import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { CONNECTION_BAR_HEIGHT_VAR, useToastClearance } from '../../../lib/toast-clearance';
import { profileTexts } from '../texts';

interface SaveBarProps {
  failure: string | null;
  failureId: string;
  saving: boolean;
  onCancel: () => void;
}

/** The edit form's sticky foot: why the last save failed, Cancel and Save. */
export function SaveBar({ failure, failureId, saving, onCancel }: SaveBarProps) {
  const saveBarRef = useToastClearance<HTMLDivElement>();
  return (
    <Paper
      ref={saveBarRef}
      variant="outlined"
      sx={{
        position: 'sticky',
        // Above the connection bar when it shows (offline), never under it.
        bottom: {
          xs: `calc(var(${CONNECTION_BAR_HEIGHT_VAR}, 0px) + 8px)`,
          md: `calc(var(${CONNECTION_BAR_HEIGHT_VAR}, 0px) + 16px)`,
        },
        zIndex: 1,
        p: 2,
        borderRadius: '20px',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1.5,
        boxShadow: '0 8px 24px rgba(31, 26, 23, 0.12)',
      }}
    >
      {failure && (
        <Box
          id={failureId}
          role="alert"
          sx={{ flex: '1 1 240px', color: 'error.main', fontWeight: 600, fontSize: '0.9rem' }}
        >
          {failure === profileTexts.failedToUpdate || failure === profileTexts.checkFields
            ? failure
            : `${profileTexts.failedToUpdate}: ${failure}`}
        </Box>
      )}
      <Button onClick={onCancel} disabled={saving} sx={{ flex: { xs: 1, sm: 'none' } }}>
        {profileTexts.cancel}
      </Button>
      <Button
        type="submit"
        variant="contained"
        loading={saving}
        sx={{ flex: { xs: 1, sm: 'none' } }}
      >
        {profileTexts.save}
      </Button>
    </Paper>
  );
}
