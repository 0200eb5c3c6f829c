import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { getConsoleMe } from '../../features/admin/api/get-console-me';
import { NotAllowed } from '../../features/admin/components/not-allowed';
import { ScreenFailed } from '../../features/admin/components/screen-parts';
import { NotAllowedError, requireAdminRole } from '../../features/admin/require-admin';
import { adminTexts } from '../../features/admin/texts';
import { requireSignIn } from '../../features/auth/require-sign-in';
import { consoleHead } from '../../features/admin/console-head';

/**
 * The operator console (issue 14): a visitor signs in first and comes back here; a signed-in
 * shopper is told it is not theirs. Everything below loads only when an operator opens it. Each
 * opening of a screen asks the store for the operator's role now, so the menu follows a change
 * at once and a removed operator is told (docs/decisions/0040).
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ location, abortController }) => {
    requireSignIn({ location });
    requireAdminRole();
    return { consoleMe: await getConsoleMe(abortController.signal) };
  },
  errorComponent: ({ error, reset }) =>
    error instanceof NotAllowedError ? (
      <NotAllowed />
    ) : (
      <ScreenFailed title={adminTexts.consoleTitle} error={error} onRetry={reset} />
    ),
  head: () => consoleHead(),
  component: AdminLayout,
});
