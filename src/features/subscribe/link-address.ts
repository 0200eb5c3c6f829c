/**
 * The e-mail address an e-mail link's token was made for: its first part is the address in
 * base64url (the server signs the rest), or null for a token that does not read as one.
 */
export function addressOfLink(token: string): string | null {
  const encoded = token.split('.')[0] ?? '';
  try {
    const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'));
    const address = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    return address.includes('@') ? address : null;
  } catch {
    return null;
  }
}
