import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useRequest } from '../../../api/use-request';
import { ReceiptIcon } from '../../../components/icons';
import { showToast } from '../../../lib/toast';
import { getReceipt } from '../api/get-receipt';
import { receiptKind } from '../order-status';
import { orderTexts } from '../texts';

interface ReceiptButtonProps {
  url: string;
  orderNumber: string;
}

interface ReceiptActionProps extends ReceiptButtonProps {
  /** Offline: receipts are not saved on this device, so the button waits for the network. */
  disabled?: boolean;
  /** The id of the text that says why it is disabled. */
  describedBy?: string;
}

/**
 * View Receipt: a PDF (or a file of unknown kind) opens in a new tab, where the browser shows
 * it; an image opens in a dialog here.
 */
export function ReceiptButton({ url, orderNumber, disabled, describedBy }: ReceiptActionProps) {
  const [open, setOpen] = useState(false);
  const kind = receiptKind(url);
  const label = orderTexts.viewReceiptLabel(orderNumber);

  if (kind === 'pdf' || kind === 'unknown') {
    return (
      <Button
        variant="outlined"
        aria-label={`${label} ${orderTexts.opensInNewTab}`}
        startIcon={<ReceiptIcon />}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => void openInNewTab(url)}
        sx={{ minHeight: 44 }}
      >
        {orderTexts.viewReceipt}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        aria-label={label}
        startIcon={<ReceiptIcon />}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 44 }}
      >
        {orderTexts.viewReceipt}
      </Button>
      <ReceiptDialog
        open={open}
        url={url}
        orderNumber={orderNumber}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * Opens the tab at once (a tab opened after an await counts as a pop-up and is blocked), then
 * shows the fetched file in it.
 */
async function openInNewTab(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await getReceipt(url);
    const objectUrl = URL.createObjectURL(blob);
    if (tab) tab.location.href = objectUrl;
    else window.location.assign(objectUrl);
  } catch {
    tab?.close();
    showToast(orderTexts.failedToOpenReceipt, 'error');
  }
}

interface ReceiptDialogProps extends ReceiptButtonProps {
  open: boolean;
  onClose: () => void;
}

function ReceiptDialog({ open, url, orderNumber, onClose }: ReceiptDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="receipt-dialog-title"
    >
      <DialogTitle id="receipt-dialog-title">{orderTexts.receiptTitle(orderNumber)}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center', minHeight: 160 }}>
        {open && <ReceiptImage url={url} orderNumber={orderNumber} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{orderTexts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The image, fetched with the session; 'Failed to load receipt image' if either step fails. */
function ReceiptImage({ url, orderNumber }: ReceiptButtonProps) {
  // Revoked once the image has loaded: the decoded picture stays on screen.
  const image = useRequest(`receipt:${url}`, async (signal) =>
    URL.createObjectURL(await getReceipt(url, signal)),
  );
  const [failed, setFailed] = useState(false);
  const objectUrl = image.status === 'success' ? image.data : null;

  if (failed || image.status === 'error') {
    return (
      <Typography role="alert" sx={{ py: 4, color: 'error.main', fontWeight: 600 }}>
        {orderTexts.failedToLoadReceipt}
      </Typography>
    );
  }
  if (!objectUrl) return <CircularProgress aria-label={orderTexts.loadingReceipt} sx={{ my: 4 }} />;
  return (
    <Box
      component="img"
      src={objectUrl}
      alt={orderTexts.receiptImageAlt(orderNumber)}
      onLoad={() => URL.revokeObjectURL(objectUrl)}
      onError={() => setFailed(true)}
      sx={{ maxWidth: '100%', height: 'auto', borderRadius: 1 }}
    />
  );
}
