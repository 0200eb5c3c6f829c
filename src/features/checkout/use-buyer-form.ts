import { useEffect, useState } from 'react';
import { readLastAddress, readLastRecipient } from '../../lib/credentials';
import { showToast } from '../../lib/toast';
import { useSession } from '../../lib/use-session';
import { prefilledBuyerForm, validateBuyer, type BuyerErrors } from './checkout-model';
import { readDraft, saveDraft } from './checkout-storage';
import { checkoutTexts } from './texts';
import type { BuyerForm } from './types';

const DRAFT_SAVE_DELAY_MS = 300;

/** The checkout's buyer and shipping form: prefilled, found again after a reload, and checked. */
export function useBuyerForm(dealId: number) {
  const session = useSession();
  const signedIn = session !== null;
  const [form, setForm] = useState<BuyerForm>(() =>
    prefilledBuyerForm(
      session?.user ?? null,
      signedIn ? readLastAddress() : null,
      signedIn ? readLastRecipient() : null,
    ),
  );
  const [errors, setErrors] = useState<BuyerErrors>({});
  const [draftLoaded, setDraftLoaded] = useState(false);

  // A reload mid-checkout finds the typed address again (never the card).
  useEffect(() => {
    let cancelled = false;
    readDraft(dealId)
      .then((draft) => {
        if (cancelled || !draft) return;
        setForm((current) => ({
          ...draft.form,
          // A signed-in shopper's e-mail is theirs, whatever an older draft says.
          email: signedIn ? current.email : draft.form.email,
        }));
      })
      .catch((error: unknown) => console.warn('No checkout draft', error))
      .finally(() => {
        if (!cancelled) setDraftLoaded(true);
      });
    return () => {
      cancelled = true;
    };
  }, [dealId, signedIn]);

  function change(field: keyof BuyerForm, value: string) {
    setForm((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  }

  /** Marks what the form still needs, and says so in a toast; true when it is complete. */
  function check(): boolean {
    const found = validateBuyer(form);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    showToast(checkoutTexts.fillRequired, 'error');
    return false;
  }

  return { form, errors, setErrors, signedIn, draftLoaded, change, check };
}

export type BuyerFormState = ReturnType<typeof useBuyerForm>;

/** Keeps the typed form on this device a moment after each change, while `active`. */
export function useDraftSaving(dealId: number, form: BuyerForm, active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => {
      void saveDraft({ dealId, form }).catch((error: unknown) =>
        console.warn('The checkout draft was not saved', error),
      );
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dealId, form, active]);
}
