import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import type { AdminDealRow, DealAlertAudience } from '../../../../contract/admin-console';
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
  /** The deal chosen to announce and who its alert would reach, or null before one is chosen. */
  alert: { dealId: number; audience: DealAlertAudience } | null;
}

/** The subscriber count, the list as CSV, and a deal alert to a category's followers. */
export function SubscribersScreen({ counts, activeDeals, alert }: SubscribersScreenProps) {
  const navigate = useNavigate();
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
          value={alert ? String(alert.dealId) : ''}
          onChange={(event) =>
            void navigate({
              to: '/admin/subscribers',
              search: event.target.value ? { deal: event.target.value } : {},
            })
          }
          containerSx={{ maxWidth: 480 }}
        >
          <option value="">{adminTexts.chooseActiveDeal}</option>
          {activeDeals.map((deal) => (
            <option key={deal.id} value={deal.id}>
              {`${deal.title} (${deal.category.name})`}
            </option>
          ))}
        </SelectInput>
        {alert && (
          <Box sx={{ mt: 2 }}>
            <DealAlert key={alert.dealId} dealId={alert.dealId} audience={alert.audience} />
          </Box>
        )}
      </Section>
    </>
  );
}
