import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '../../../../contract/admin-console';
import { formatDateTime, statusName } from '../format';
import { adminTexts } from '../texts';

/** Every status change of the order, oldest first: what, when and who. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={`${entry.at}-${index}`}
          sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}
        >
          <Typography sx={{ fontWeight: 700 }}>
            {adminTexts.timelineEntry(entry.from && statusName(entry.from), statusName(entry.to))}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> {adminTexts.by(entry.actor)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
