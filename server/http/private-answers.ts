import type { FastifyInstance } from 'fastify';

/**
 * Every API answer is kept out of shared caches unless its route says how it may be cached (the
 * listings and pages do, with their entity tags): a profile, an order, a payment's secret or an
 * operator's list is about whoever asked, and a proxy or a shared phone's browser must never keep
 * it to show the next person.
 */
export function keepAnswersPrivate(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
