import { pageHead, pageTitle } from '../../lib/page-head';
import type { PageHead } from '../../lib/page-head';

/**
 * The console's screen names, for its headings, its sections and its tabs' titles. Apart from
 * its other words (texts.ts spreads them in) because a route's head loads with the store's own
 * routes: only these few names reach a shopper's first load, not the console's texts.
 */
export const consoleScreens = {
  consoleTitle: 'Console',
  dashboard: 'Dashboard',
  deals: 'Deals',
  groups: 'Groups',
  orders: 'Orders',
  shoppers: 'Shoppers',
  subscribers: 'Subscribers',
  audit: 'Audit log',
  staff: 'Staff',
  createDealTitle: 'New deal',
  editDealTitle: 'Edit deal',
  orderTitle: (n: string) => `Order ${n}`,
};

/** 'Orders' -> 'Orders · Console · BOGO Together': the screen, then the console, then the store. */
export function consoleHead(screen?: string): PageHead {
  const console = consoleScreens.consoleTitle;
  return pageHead(pageTitle(screen ? `${screen} · ${console}` : console));
}
