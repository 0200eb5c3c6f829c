import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminDealRow } from '../../../../contract/admin-console';
import { SelectInput } from '../../../components/form-controls';
import { downloadCsv } from '../api/download-csv';
import type { SubscriberCounts } from '../api/get-subscribers';
import { adminTexts } from '../texts';
import { DealAlert } from './deal-alert';
import { ScreenHeader, Section } from './screen-parts';

interface SubscribersScreenProps {
  counts: SubscriberCounts;
  activeDeals: AdminDealRow[];
}

/** The subscriber count, the list as CSV, and a deal alert to a category's followers. */
export function SubscribersScreen({ counts, activeDeals }: SubscribersScreenProps) {
  const [exporting, setExporting] = useState(false);
  const [dealId, setDealId] = useState('');
  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv('admin/subscribers/export.csv', {}, 'subscribers.csv');
    } catch {
      // The client has shown the failure as a toast.
    } finally {
      setExporting(false);
    }
  }
  return (
    <>
      <ScreenHeader
        title={adminTexts.subscribers}
        actions={
          <Button
            variant="outlined"
            onClick={() => void exportCsv()}
            disabled={exporting}
            sx={{ minHeight: 44 }}
          >
            {exporting ? adminTexts.exporting : adminTexts.exportSubscribers}
          </Button>
        }
      />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 220px))',
          gap: 2,
          m: 0,
          mb: 3,
        }}
      >
        {[
          [adminTexts.activeSubscribers, counts.subscribers],
          [adminTexts.unsubscribed, counts.unsubscribed],
        ].map(([label, value]) => (
          <Paper key={label} variant="outlined" sx={{ borderRadius: '16px', p: 2 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.5rem' }}>
              {value}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Section title={adminTexts.dealAlertTitle}>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{adminTexts.dealAlertText}</Typography>
        <SelectInput
          label={adminTexts.dealToAnnounce}
          value={dealId}
          onChange={(event) => setDealId(event.target.value)}
          containerSx={{ maxWidth: 480 }}
        >
          <option value="">{adminTexts.chooseActiveDeal}</option>
          {activeDeals.map((deal) => (
            <option key={deal.id} value={deal.id}>
              {`${deal.title} (${deal.category.name})`}
            </option>
          ))}
        </SelectInput>
        {dealId && (
          <Box sx={{ mt: 2 }}>
            <DealAlert key={dealId} dealId={Number(dealId)} />
          </Box>
        )}
      </Section>
    </>
  );
}
