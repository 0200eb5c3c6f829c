import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PagesService, RenderedPage } from './service.ts';

/**
 * Public pages may be kept: a browser revalidates every time (a 304 while nothing changed), a
 * shared cache may serve one for 2 s, as long as a change takes to reach the other processes.
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=2, must-revalidate';

/** helmet's policy with the page's own inline scripts allowed by their hashes. */
function policyWithScripts(policy: unknown, hashes: string[]): string | null {
  if (typeof policy !== 'string' || hashes.length === 0) return null;
  return policy.replace(/script-src ([^;]*)/, (_, sources: string) => {
    return `script-src ${sources} ${hashes.join(' ')}`;
  });
}

function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply
    .header('etag', page.etag)
    .header('cache-control', PAGE_CACHE_CONTROL)
    .header('vary', 'accept-encoding');
  const policy = policyWithScripts(reply.getHeader('content-security-policy'), page.scriptHashes);
  if (policy) reply.header('content-security-policy', policy);
  if (page.status >= 300 && page.status < 400) {
    // A redirect with nowhere to go would leave the browser on a blank page: draw it instead.
    if (!page.location) return false;
    return reply.code(page.status).header('location', page.location).send();
  }
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  reply.code(page.status).type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * Answers a page address: the server-rendered page when it is a public one, else the shell
 * (index.html), in which the PWA draws the shopper's own screens. A page that fails to render
 * is the shell too: the browser then draws it as it did before server rendering.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: PagesService | null,
) {
  if (pages) {
    const url = `${request.protocol}://${request.host}${request.url}`;
    try {
      const page = await pages.page(url);
      const sent = page && sendRendered(request, reply, page);
      if (sent) return sent;
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'server rendering failed; sent the shell');
    }
  }
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
