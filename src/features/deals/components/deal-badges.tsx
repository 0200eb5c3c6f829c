import Box from '@mui/material/Box';
import { BoltIcon, GroupIcon } from '../../../components/icons';
import { Pill } from '../../../components/pill';
import { dealTexts } from '../texts';

interface DealBadgesProps {
  urgent: boolean;
  almostFull: boolean;
}

/** Urgent and Almost Full (SPEC 2), shown only when they apply. */
export function DealBadges({ urgent, almostFull }: DealBadgesProps) {
  if (!urgent && !almostFull) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
      {urgent && (
        <Pill tone="warning" icon={<BoltIcon />}>
          {dealTexts.urgent}
        </Pill>
      )}
      {almostFull && (
        <Pill tone="secondary" icon={<GroupIcon />}>
          {dealTexts.almostFull}
        </Pill>
      )}
    </Box>
  );
}
