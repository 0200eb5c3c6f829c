import type { LogoutRequest, LogoutResponse } from '../../../../contract/auth';
import { api, toastPolicy } from '../../../api/client';
import { clearCredentials, readRefreshToken } from '../../../lib/credentials';
import { reloadTo } from '../../../lib/reload';
import { forgetShopperData } from '../../../lib/storage';
import { forgetTabState } from '../../../lib/tab-state';
import { showToastAfterReload } from '../../../lib/toast';
import { authTexts } from '../texts';

/**
 * docs/product.md §4's logout: POST /auth/logout ends the session on the server, the credentials go
 * whatever it answers, 'Logged out successfully' shows and the store reloads at /.
 */
export async function logout(): Promise<void> {
  const refreshToken = readRefreshToken();
  try {
    await api
      .post('auth/logout', {
        json: (refreshToken ? { refreshToken } : {}) satisfies LogoutRequest,
        context: toastPolicy({ errors: false }),
      })
      .json<LogoutResponse>();
  } catch (error) {
    // If this fails, we still need to delete the session from the shopper's browser.
    console.warn('The server did not confirm the logout', error);
  }
  clearCredentials();
  try {
    // Before the reload: the next shopper on this device must find nothing of this one, not
    // their cart, typed address, last confirmation or orders.
    await forgetShopperData();
  } catch (error) {
    console.warn("The shopper's saved data could not be deleted", error);
  }
  forgetTabState();
  // The reload would sweep a toast away with the page: it shows on the page that loads.
  showToastAfterReload(authTexts.loggedOut, 'success');
  reloadTo('/');
}
