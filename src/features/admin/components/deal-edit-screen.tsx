import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminDealDetail, DealAlertAudience } from '../../../../contract/admin-console';
import type { Category } from '../../../../contract/catalog';
import { ButtonLink } from '../../../components/router-links';
import { draftOf } from '../deal-draft';
import { adminTexts } from '../texts';
import { DealAlert } from './deal-alert';
import { DealForm } from './deal-form';
import { ScreenHeader, Section } from './screen-parts';

interface DealEditScreenProps {
  deal: AdminDealDetail;
  categories: Category[];
  /** Who a send of the deal's alert would reach now. */
  alertAudience: DealAlertAudience;
  onSaved: () => void;
}

/** A stored deal: its form, its groups, and the alert to its category's followers. */
export function DealEditScreen({ deal, categories, alertAudience, onSaved }: DealEditScreenProps) {
  return (
    <>
      <ScreenHeader
        title={adminTexts.editDealTitle}
        actions={
          <ButtonLink to="/admin/groups" search={{ deal: String(deal.id) }} variant="outlined">
            {adminTexts.groups}
          </ButtonLink>
        }
      />
      <DealForm
        initial={draftOf(deal)}
        categories={categories}
        target={{ kind: 'existing', dealId: deal.id, productId: deal.product.id }}
        onSaved={onSaved}
      />
      {deal.status === 'active' && (
        <Box sx={{ mt: 4 }}>
          <Section title={adminTexts.sendAlert}>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              {adminTexts.sendAlertHelp}
            </Typography>
            <DealAlert dealId={deal.id} audience={alertAudience} />
          </Section>
        </Box>
      )}
    </>
  );
}
