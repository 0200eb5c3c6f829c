import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { DealAtRisk } from '../../../../contract/admin-console';
import { progressPercentage } from '../../../../contract/progress';
import { TextLink } from '../../../components/router-links';
import { formatDateTime } from '../format';
import { adminTexts } from '../texts';
import { Section } from './screen-parts';

/**
 * A short list of deals worth a look, each linking to its groups when the operator's role may
 * open them (`linked`), else named only.
 */
export function DealsToWatch({
  title,
  deals,
  linked = true,
}: {
  title: string;
  deals: DealAtRisk[];
  linked?: boolean;
}) {
  return (
    <Section title={title}>
      {deals.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{adminTexts.noDeals}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {deals.map((deal) => (
            <li key={deal.id}>
              {linked ? (
                <TextLink
                  to="/admin/groups"
                  search={{ deal: String(deal.id) }}
                  sx={{ fontWeight: 700 }}
                >
                  {deal.title}
                </TextLink>
              ) : (
                <Typography sx={{ fontWeight: 700 }}>{deal.title}</Typography>
              )}
              <LinearProgress
                variant="determinate"
                value={progressPercentage(deal.reserved_units, deal.total_units_needed)}
                aria-label={adminTexts.unitsOf(deal.reserved_units, deal.total_units_needed)}
                sx={{ my: 0.75, height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {adminTexts.unitsOf(deal.reserved_units, deal.total_units_needed)}
                {' · '}
                {adminTexts.expires(formatDateTime(deal.expiry_date))}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
}
