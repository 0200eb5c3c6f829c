import type { FastifyRequest } from 'fastify';
import { CONSOLE_ACCESS } from '../../../contract/staff-access.ts';
import type { StaffRole } from '../../../contract/staff-access.ts';

const { figures, catalogue, support, owner } = CONSOLE_ACCESS;

/**
 * Every console call and the roles that may make it, in one place (docs/decisions/0040). A call
 * missing here is the owners' alone, so a route added without a row is closed, not open.
 */
export const CONSOLE_ROLES: Readonly<Record<string, readonly StaffRole[]>> = {
  'GET /admin/me': figures,
  'GET /admin/dashboard': figures,
  'GET /admin/analytics': figures,

  'POST /admin/products': catalogue,
  'PATCH /admin/products/:id': catalogue,
  'POST /admin/images': catalogue,
  'GET /admin/deals': catalogue,
  'POST /admin/deals': catalogue,
  'GET /admin/deals/:id': catalogue,
  'PATCH /admin/deals/:id': catalogue,
  'GET /admin/deals/:id/groups': catalogue,
  // Making a deal inactive cancels its open group too: the same people may cancel one alone.
  'POST /admin/groups/:id/cancel': catalogue,
  'POST /admin/deals/:id/alert': catalogue,
  'GET /admin/deals/:id/alert-audience': catalogue,
  'GET /admin/subscribers': catalogue,
  'GET /admin/subscribers/export.csv': catalogue,

  'GET /admin/orders': support,
  'GET /admin/orders/export.csv': support,
  'GET /admin/orders/:id': support,
  // Support refunds up to the store's limit; the refund itself checks the amount.
  'POST /admin/orders/:id/refund': support,
  'POST /admin/orders/ship': support,
  'POST /admin/orders/:id/ship': support,
  'POST /admin/orders/:id/advance': support,
  'POST /admin/orders/:id/payment-reminder': support,
  'GET /admin/orders/:id/packing-slip.pdf': support,
  // A member whose charge failed is reminded or, failing that, their place cancelled by the same people.
  'POST /admin/orders/:id/cancel-place': support,
  'GET /admin/shoppers': support,

  'GET /admin/audit': owner,
  // Removing the demo catalogue's shoppers and orders is the store's owners' call.
  'GET /admin/demo-data': owner,
  'POST /admin/demo-data/remove': owner,
  'GET /admin/staff': owner,
  'POST /admin/staff': owner,
  'PATCH /admin/staff/:email': owner,
  'DELETE /admin/staff/:email': owner,
};

/** The table's key of a console route: its method and its address from `/admin` on. */
export function consoleRouteKey(method: string, url: string): string {
  // Fastify answers HEAD with the GET route.
  const verb = method === 'HEAD' ? 'GET' : method;
  return `${verb} ${url.slice(url.indexOf('/admin/'))}`;
}

/** The roles that may make the call a request is for: the table's row, else owners alone. */
export function rolesFor(request: FastifyRequest): readonly StaffRole[] {
  const key = consoleRouteKey(request.method, request.routeOptions.url ?? request.url);
  return CONSOLE_ROLES[key] ?? owner;
}
