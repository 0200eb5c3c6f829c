import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation, useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { INVITE_SEARCH_FLAG } from '../../../../contract/alerts';
import type { Deal } from '../../../../contract/catalog';
import { serverMessage } from '../../../api/client';
import { ArrowBackIcon } from '../../../components/icons';
import { ButtonLink } from '../../../components/router-links';
import { useDealsOrigin } from '../deals-origin';
import { useGroupMembers } from '../api/get-group-members';
import { useMyReservedUnits } from '../api/get-my-reserved-units';
import { useLiveProgress } from '../api/use-live-progress';
import { dealTexts } from '../texts';
import { storeOrigin } from '../../../lib/page-head';
import { DealDetail } from './deal-detail';
import { DealDetailSkeleton } from './deal-detail-skeleton';
import { DealErrorPanel } from './deal-error-panel';
import { NoticePanel } from '../../../components/notice-panel';
import { GroupPeople } from './group-people';
import { MyGroupPanel } from './my-group-panel';

/** Every state of the deal screen keeps the way back to the deals above it. */
function DealFrame({ children }: { children: ReactNode }) {
  return (
    <Box>
      <BackToDeals />
      {children}
    </Box>
  );
}

/**
 * Back to the listing the deal was opened from (a subcategory, a search), where the shopper left
 * it: the history's own step back, so its scroll position comes back too. A deal opened straight
 * (a shared link) goes back to the home's deals.
 */
function BackToDeals() {
  const origin = useDealsOrigin();
  const router = useRouter();
  const sx = { mb: 2, ml: -1 };
  if (origin === null) {
    return (
      <ButtonLink to="/" startIcon={<ArrowBackIcon />} sx={sx}>
        {dealTexts.backToDeals}
      </ButtonLink>
    );
  }
  return (
    <Button
      component="a"
      href={origin}
      startIcon={<ArrowBackIcon />}
      sx={sx}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // A click that asks for a new tab or window is the browser's to follow.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        router.history.back();
      }}
    >
      {dealTexts.backToDeals}
    </Button>
  );
}

/** The deal named by the address, with its group's counts kept current while it is watched. */
export function DealScreen({ deal }: { deal: Deal }) {
  const location = useLocation();
  // The store's configured address, never the request's Host (anyone can name another); the
  // router hands the server's over to the browser, so the page hydrates with the same link.
  const { publicUrl } = useRouter().options.context;
  const address = new URL(location.href, storeOrigin(publicUrl));
  // An alert's Invite button asks for the invite (docs/decisions/0023); friends get the plain link.
  const inviteAsked = address.searchParams.has(INVITE_SEARCH_FLAG);
  address.searchParams.delete(INVITE_SEARCH_FLAG);
  return (
    <DealFrame>
      <LiveDealDetail key={deal.id} deal={deal} shareUrl={address.href} inviteAsked={inviteAsked} />
    </DealFrame>
  );
}

function LiveDealDetail({
  deal,
  shareUrl,
  inviteAsked,
}: {
  deal: Deal;
  shareUrl: string;
  inviteAsked: boolean;
}) {
  const live = useLiveProgress(deal);
  // Read again whenever the group's count moves: a join, a leave, or the group filling.
  const mine = useMyReservedUnits(deal.id, live.deal.reservation_count);
  const members = useGroupMembers(deal.id, live.deal.reservation_count);
  return (
    <DealDetail
      deal={live.deal}
      percentFilled={live.percentFilled}
      groupFilled={live.groupFilled}
      shareUrl={shareUrl}
      inviteAsked={inviteAsked}
      membership={
        <>
          <GroupPeople members={members} />
          {mine.units !== null && mine.units > 0 && (
            <MyGroupPanel deal={live.deal} units={mine.units} onSettled={mine.reread} />
          )}
        </>
      }
    />
  );
}

export function DealScreenLoading() {
  return (
    <DealFrame>
      <DealDetailSkeleton />
    </DealFrame>
  );
}

/** Why the deal is not shown: the server's message when it gave one, else 'Deal not found'. */
export function DealScreenError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <DealFrame>
      <DealErrorPanel message={serverMessage(error) ?? dealTexts.dealNotFound} onRetry={onRetry} />
    </DealFrame>
  );
}

/** A deal scheduled for later: when it opens, in the server's words, and the way back to the deals. */
export function DealNotOpenScreen({ message }: { message: string }) {
  return (
    <DealFrame>
      <NoticePanel role="status" title={message} text={dealTexts.comeBackWhenOpen} />
    </DealFrame>
  );
}
