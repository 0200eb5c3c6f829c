import { useMatch, useRouter } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { serverMessage } from '../../../api/client';
import { LoadError } from '../../../api/load-error';
import { adminTexts } from '../texts';
import { ScreenFailed, ScreenHeader, ScreenLoading } from './screen-parts';

/** Each console route's h1, so that its loading and failure screens keep the screen's title. */
const titles: Partial<Record<string, string>> = {
  '/admin/': adminTexts.dashboard,
  '/admin/deals/': adminTexts.deals,
  '/admin/deals/new': adminTexts.createDealTitle,
  '/admin/deals/$dealId': adminTexts.editDealTitle,
  '/admin/groups': adminTexts.groups,
  '/admin/orders/': adminTexts.orders,
  '/admin/orders/$orderId': adminTexts.orders,
  '/admin/shoppers': adminTexts.shoppers,
  '/admin/subscribers': adminTexts.subscribers,
  '/admin/audit': adminTexts.audit,
  '/admin/staff': adminTexts.staff,
};

/** The id of the route rendering the caller: a screen, or the state standing in for it. */
const useRouteId = (): string =>
  useMatch({ strict: false, select: (match) => match.routeId }) ?? '';

/** Loads the caller's route again: after an operator's action, or on Retry. */
export function useReloadRoute(): () => void {
  const router = useRouter();
  const routeId = useRouteId();
  return () => void router.invalidate({ filter: (match) => match.routeId === routeId });
}

/** Every console route's pendingComponent: the screen's title over a spinner. */
export function RouteLoading() {
  return <ScreenLoading title={titles[useRouteId()] ?? adminTexts.consoleTitle} />;
}

/**
 * Every console route's errorComponent: the screen's title over the failure; Retry loads it
 * again. A refusal for the operator's role says which role it needs, plainly: a retry would not
 * help.
 */
export function RouteFailed({ error }: { error: unknown }) {
  const title = titles[useRouteId()] ?? adminTexts.consoleTitle;
  const reload = useReloadRoute();
  if (error instanceof LoadError && error.status === 403)
    return (
      <>
        <ScreenHeader title={title} />
        <Alert severity="info" role="alert">
          <AlertTitle>{adminTexts.refused}</AlertTitle>
          {serverMessage(error)}
        </Alert>
      </>
    );
  return <ScreenFailed title={title} error={error} onRetry={reload} />;
}
