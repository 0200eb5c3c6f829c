/**
 * The store as WebAuthn's relying party: passkeys are made for, and only answer, the store's
 * configured address (PUBLIC_URL), whatever Host a request names. A browser refuses to use them
 * on any other address, and the server refuses an answer signed for one.
 */
export type RelyingParty = { id: string; name: string; origin: string };

export function relyingParty(publicUrl: string, storeName: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: storeName, origin: url.origin };
}
