import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminDealRow } from '../../../../contract/admin-console';
import { SelectInput } from '../../../components/form-controls';
import type { SubscriberCounts } from '../api/get-subscribers';
import { adminTexts } from '../texts';
import { DealAlert } from './deal-alert';
import { ExportButton } from './export-button';
import { FigureCards } from './figures';
import { ScreenHeader, Section } from './screen-parts';

interface SubscribersScreenProps {
  counts: SubscriberCounts;
  activeDeals: AdminDealRow[];
}

/** The subscriber count, the list as CSV, and a deal alert to a category's followers. */
export function SubscribersScreen({ counts, activeDeals }: SubscribersScreenProps) {
  const [dealId, setDealId] = useState('');
  return (
    <>
      <ScreenHeader title={adminTexts.subscribers} actions={<ExportButton list="subscribers" />} />
      <FigureCards
        figures={[
          { label: adminTexts.activeSubscribers, value: counts.subscribers },
          { label: adminTexts.unsubscribed, value: counts.unsubscribed },
        ]}
        columns="repeat(2, minmax(0, 220px))"
      />
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
