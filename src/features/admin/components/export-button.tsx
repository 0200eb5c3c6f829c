import Button from '@mui/material/Button';
import { useState } from 'react';
import { downloadCsv } from '../api/download-csv';
import { adminTexts } from '../texts';

/** The console's CSV exports: the API path, the file's name, the button's words. */
const exports = {
  orders: { path: 'admin/orders/export.csv', fileName: 'orders.csv', label: adminTexts.exportCsv },
  subscribers: {
    path: 'admin/subscribers/export.csv',
    fileName: 'subscribers.csv',
    label: adminTexts.exportSubscribers,
  },
} as const;

interface ExportButtonProps {
  list: keyof typeof exports;
  /** The filters the export applies (every match, not just the page shown). */
  filters?: Record<string, string | number | undefined>;
}

/** Downloads a CSV export; a failure is shown by the client as a toast, and the screen stays. */
export function ExportButton({ list, filters = {} }: ExportButtonProps) {
  const [exporting, setExporting] = useState(false);
  const { path, fileName, label } = exports[list];
  async function download() {
    setExporting(true);
    try {
      await downloadCsv(path, filters, fileName);
    } catch {
      // The client has shown the failure as a toast.
    } finally {
      setExporting(false);
    }
  }
  return (
    <Button
      variant="outlined"
      onClick={() => void download()}
      disabled={exporting}
      sx={{ minHeight: 44 }}
    >
      {exporting ? adminTexts.exporting : label}
    </Button>
  );
}
