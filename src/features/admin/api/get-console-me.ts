import type { ConsoleMe } from '../../../../contract/staff';
import { LoadError } from '../../../api/load-error';
import { NotAllowedError } from '../require-admin';
import { loadAdmin } from './load';

/**
 * GET /admin/me: the role the store gives the operator now (docs/decisions/0040). A refusal
 * means the store no longer counts them as staff, whatever their sign-in said.
 */
export async function getConsoleMe(signal?: AbortSignal): Promise<ConsoleMe> {
  try {
    return await loadAdmin<ConsoleMe>('admin/me', {}, signal);
  } catch (error) {
    if (error instanceof LoadError && error.status === 403)
      throw new NotAllowedError(error.serverMessage ?? error.message);
    throw error;
  }
}
