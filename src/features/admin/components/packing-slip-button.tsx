import Button from '@mui/material/Button';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { getPackingSlip } from '../api/get-packing-slip';
import { adminTexts } from '../texts';

/**
 * Opens the order's packing slip (a PDF) in a new tab, where the browser prints it. The tab is
 * opened at the click, before the fetch: one opened after an await counts as a pop-up.
 */
export function PackingSlipButton({
  orderId,
  orderNumber,
}: {
  orderId: number;
  orderNumber: string;
}) {
  const [opening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    const tab = window.open('', '_blank');
    try {
      const objectUrl = URL.createObjectURL(await getPackingSlip(orderId));
      if (tab) tab.location.href = objectUrl;
      else window.location.assign(objectUrl);
    } catch {
      tab?.close();
      showToast(adminTexts.packingSlipFailed, 'error');
    } finally {
      setOpening(false);
    }
  }
  return (
    <Button
      variant="outlined"
      aria-label={adminTexts.packingSlipLabel(orderNumber)}
      disabled={opening}
      onClick={() => void open()}
      sx={{ minHeight: 44 }}
    >
      {adminTexts.packingSlip}
    </Button>
  );
}
