import { formatSavedAt } from './format-saved-at';
import { offlineTexts } from './texts';

/** Screens that show the catalogue: the worker keeps their deals. */
const DEAL_SCREENS = [/^\/$/, /^\/home$/, /^\/deal(?:\/|$)/, /^\/(?:sub)?category\//, /^\/search$/];

/**
 * What the offline bar says the screen shows, by its address: the saved deals, the shopper's
 * orders as of their saved time, the kept cart, or that the screen waits for the network.
 */
export function offlineDetail(pathname: string, ownDataAsOf: number | null): string {
  if (ownDataAsOf !== null) return offlineTexts.ordersAsOf(formatSavedAt(ownDataAsOf));
  if (DEAL_SCREENS.some((screen) => screen.test(pathname))) return offlineTexts.offlineDetail;
  switch (pathname) {
    case '/orders':
      return offlineTexts.noSavedOrders;
    case '/checkout':
      return offlineTexts.checkout;
    case '/order-confirmation':
      return offlineTexts.confirmation;
    case '/login':
      return offlineTexts.signIn;
    default:
      return offlineTexts.elsewhere;
  }
}
