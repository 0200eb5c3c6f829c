import { createFileRoute } from '@tanstack/react-router';
import { DealScreen } from '../../features/deals/components/deal-screen';

export const Route = createFileRoute('/deal/$encodedDealId')({
  component: DealPage,
});

function DealPage() {
  const { encodedDealId } = Route.useParams();
  return <DealScreen encodedDealId={encodedDealId} />;
}
