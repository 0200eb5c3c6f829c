import Button from '@mui/material/Button';
import { NoticePanel } from '../../../components/notice-panel';
import { dealTexts } from '../texts';

interface DealErrorPanelProps {
  /** The server's message when it gave one, else docs/product.md's 'Deal not found'. */
  message: string;
  onRetry: () => void;
}

export function DealErrorPanel({ message, onRetry }: DealErrorPanelProps) {
  return (
    <NoticePanel
      role="alert"
      title={message}
      action={
        <Button variant="contained" onClick={onRetry}>
          {dealTexts.tryAgain}
        </Button>
      }
    />
  );
}
