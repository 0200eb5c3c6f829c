const ORIGIN = 'https://store.invalid';

/**
 * Where a sign-in may send the shopper afterwards: a path of this site only (no other host, no
 * protocol-relative '//evil.example', no script URL), never back to /login itself. The path is
 * checked once normalised too: '/.//evil.example' is '//evil.example' by then. Anything else is
 * dropped and the shopper lands on Home.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  if (value.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN || url.pathname === '/login' || url.pathname.startsWith('//'))
    return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
