const ORIGIN = 'https://store.invalid';

/**
 * Where a sign-in may send the shopper afterwards: a path of this site only (no other host, no
 * protocol-relative '//evil.example', no script URL), never back to /login itself. Anything
 * else is dropped and the shopper lands on Home.
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
  if (url.origin !== ORIGIN || url.pathname === '/login') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
