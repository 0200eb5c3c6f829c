import { useEffect, useState } from 'react';
import type { Passkey } from '../../../contract/passkeys';
import { serverMessage } from '../../api/client';
import { showToast } from '../../lib/toast';
import { addPasskey, listPasskeys, removePasskey } from './api/passkeys';
import { passkeyProblem } from './passkey-problem';
import { authTexts } from './texts';

/**
 * The shopper's passkeys as the profile shows them, with adding one on this device and removing
 * any. `busy` is 'add' or the id of the passkey being removed.
 */
export function usePasskeys() {
  const [passkeys, setPasskeys] = useState<Passkey[] | 'loading' | 'failed'>('loading');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    listPasskeys().then(
      (listed) => current && setPasskeys(listed),
      () => current && setPasskeys('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  async function add() {
    setBusy('add');
    setProblem(null);
    try {
      const added = await addPasskey();
      setPasskeys((shown) => (Array.isArray(shown) ? [...shown, added] : [added]));
      showToast(authTexts.passkeyAddedToast, 'success');
    } catch (error) {
      setProblem(passkeyProblem(error));
    } finally {
      setBusy(null);
    }
  }

  async function remove(passkey: Passkey) {
    setBusy(passkey.id);
    setProblem(null);
    try {
      await removePasskey(passkey.id);
      setPasskeys((shown) =>
        Array.isArray(shown) ? shown.filter((kept) => kept.id !== passkey.id) : shown,
      );
      showToast(authTexts.passkeyRemovedToast, 'success');
    } catch (error) {
      setProblem(serverMessage(error) ?? authTexts.passkeysFailed);
    } finally {
      setBusy(null);
    }
  }

  return { passkeys, busy, problem, add, remove };
}
