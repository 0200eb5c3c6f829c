import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import type { AdminDealRow } from '../../../../contract/admin-console';
import { SelectInput } from '../../../components/form-controls';
import type { DealGroups } from '../api/get-deal-groups';
import { adminTexts } from '../texts';
import { GroupPanel } from './group-panel';
import { ScreenHeader, Section } from './screen-parts';

interface GroupsScreenProps {
  groups: DealGroups | null;
  activeDeals: AdminDealRow[];
  onChanged: () => void;
}

/** The groups of one deal, chosen from the active deals (or reached from a deal's row). */
export function GroupsScreen({ groups, activeDeals, onChanged }: GroupsScreenProps) {
  const navigate = useNavigate();
  const chosen = groups ? String(groups.deal.id) : '';
  const listed = activeDeals.some((deal) => String(deal.id) === chosen);
  return (
    <>
      <ScreenHeader title={groups ? adminTexts.groupsOf(groups.deal.title) : adminTexts.groups} />
      <SelectInput
        label={adminTexts.chooseDeal}
        value={chosen}
        onChange={(event) =>
          void navigate({
            to: '/admin/groups',
            search: event.target.value ? { deal: event.target.value } : {},
          })
        }
        containerSx={{ maxWidth: 480, mb: 3 }}
      >
        <option value="">{adminTexts.chooseDeal}</option>
        {groups && !listed && <option value={chosen}>{groups.deal.title}</option>}
        {activeDeals.map((deal) => (
          <option key={deal.id} value={deal.id}>
            {deal.title}
          </option>
        ))}
      </SelectInput>
      {groups && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
          <Section title={adminTexts.openGroupTitle}>
            {groups.open ? (
              <GroupPanel group={groups.open} onChanged={onChanged} />
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>{adminTexts.noOpenGroup}</Typography>
            )}
          </Section>
          <Section title={adminTexts.pastGroups}>
            {groups.past.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{adminTexts.noPastGroups}</Typography>
            ) : (
              <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
                {groups.past.map((group) => (
                  <GroupPanel key={group.id} group={group} onChanged={onChanged} />
                ))}
              </Box>
            )}
          </Section>
        </Box>
      )}
    </>
  );
}
