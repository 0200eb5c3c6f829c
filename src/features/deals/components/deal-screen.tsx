import Box from '@mui/material/Box';
import { useLocation } from '@tanstack/react-router';
import { serverMessage } from '../../../api/client';
import { ArrowBackIcon } from '../../../components/icons';
import { ButtonLink } from '../../../components/router-links';
import type { Deal } from '../../../../contract/catalog';
import { useDealByEncodedId } from '../api/get-deal';
import { useLiveProgress } from '../api/use-live-progress';
import { dealTexts } from '../texts';
import { DealDetail } from './deal-detail';
import { DealDetailSkeleton } from './deal-detail-skeleton';
import { DealErrorPanel } from './deal-error-panel';

/** The deal detail screen: loads the deal named by the address and shows it, or why not. */
export function DealScreen({ encodedDealId }: { encodedDealId: string }) {
  const request = useDealByEncodedId(encodedDealId);
  const location = useLocation();
  const shareUrl = new URL(location.href, globalThis.location?.origin ?? 'http://localhost').href;

  return (
    <Box>
      <ButtonLink to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        {dealTexts.backToDeals}
      </ButtonLink>
      {request.status === 'loading' && <DealDetailSkeleton />}
      {request.status === 'error' && (
        <DealErrorPanel
          message={serverMessage(request.error) ?? dealTexts.dealNotFound}
          onRetry={request.retry}
        />
      )}
      {request.status === 'success' && (
        <LiveDealDetail key={request.data.id} deal={request.data} shareUrl={shareUrl} />
      )}
    </Box>
  );
}

/** The deal with its group's counts kept current while the shopper looks at it. */
function LiveDealDetail({ deal, shareUrl }: { deal: Deal; shareUrl: string }) {
  return <DealDetail deal={useLiveProgress(deal)} shareUrl={shareUrl} />;
}
