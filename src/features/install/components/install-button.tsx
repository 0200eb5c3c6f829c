import Button from '@mui/material/Button';
import { promptInstall, useCanInstall } from '../install-prompt';
import { installTexts } from '../texts';

/** The header's Install action, there only while the browser offers to install the app. */
export function InstallButton() {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <Button
      variant="text"
      aria-label={installTexts.installLabel}
      onClick={() => void promptInstall()}
    >
      {installTexts.install}
    </Button>
  );
}
