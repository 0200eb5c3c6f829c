import { showToast } from '../../../lib/toast';
import { subscribeTexts } from '../texts';

/**
 * TEMPORARY, until the subscription issue lands: POST /subscribed-users/subscribeemail
 * (body { email_id }, no success toast per SPEC 8) replaces this whole function. For now the
 * form goes through its submitting state and the shopper is told alerts are coming.
 */
export async function subscribeEmail(email: string): Promise<void> {
  void email;
  await new Promise((resolve) => setTimeout(resolve, 400));
  showToast(subscribeTexts.comingSoon, 'info');
}
