/**
 * What this tab keeps in sessionStorage (a deal's chosen options, say) belongs to whoever used
 * it; logout empties it so the next person on a shared phone starts afresh. A rejected session
 * keeps it: the same shopper is sent to sign in and comes back to their choices.
 */
export function forgetTabState(): void {
  try {
    globalThis.sessionStorage?.clear();
  } catch (error) {
    // Blocked storage (private mode, sandboxed frames) kept nothing to forget.
    console.warn('The tab state could not be cleared', error);
  }
}
