import { createFileRoute } from '@tanstack/react-router';
import { ArrowBackIcon } from '../../components/icons';
import { NoticePanel } from '../../components/notice-panel';
import { ButtonLink } from '../../components/router-links';
import { dealTexts } from '../../features/deals/texts';
import { screenHead } from '../../lib/page-head';

/** /deal without an id: docs/product.md §8's 'No deal ID provided'. */
export const Route = createFileRoute('/deal/')({
  head: () => screenHead('deal'),
  component: NoDealIdPage,
});

function NoDealIdPage() {
  return (
    <NoticePanel
      role="alert"
      title={dealTexts.noDealId}
      action={
        <ButtonLink to="/" variant="contained" startIcon={<ArrowBackIcon />}>
          {dealTexts.backToDeals}
        </ButtonLink>
      }
    />
  );
}
