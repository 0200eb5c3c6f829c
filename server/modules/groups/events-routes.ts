import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deal } from '../../../contract/catalog.ts';
import { errorBody, idParams } from '../../../contract/common.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { DealProgressHub } from './progress-hub.ts';

/** Proxies close idle connections after a minute or so; a comment line keeps the stream open. */
const KEEP_ALIVE_MS = 25_000;

function progressOf(deal: Deal) {
  return {
    deal_id: deal.id,
    status: deal.status,
    total_units_needed: deal.total_units_needed,
    reservation_count: deal.reservation_count,
    remaining_units: deal.remaining_units,
    progress_percentage: Math.round((deal.reservation_count / deal.total_units_needed) * 100),
  };
}

/** `GET /deals/{id}/events`: the open group's progress as server-sent events, live. */
export function dealEventRoutes({
  catalog,
  hub,
}: {
  catalog: CatalogService;
  hub: DealProgressHub;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const streams = new Set<ServerResponse>();
    // Open streams would keep the server from closing: end them first.
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
      await hub.close();
    });

    app.get(
      '/deals/:id/events',
      {
        schema: {
          tags: ['groups'],
          summary:
            "Server-sent 'progress' events of a deal's open group, first at once, then on every change",
          params: idParams,
          response: { 404: errorBody, 400: errorBody },
        },
      },
      async (request, reply) => {
        const deal = await catalog.getDeal(request.params.id);
        reply.hijack();
        const stream = reply.raw;
        stream.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        const send = (current: Deal) =>
          stream.write(`event: progress\ndata: ${JSON.stringify(progressOf(current))}\n\n`);
        streams.add(stream);
        send(deal);
        const unwatch = await hub.watch(deal.id, send);
        const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        request.raw.on('close', () => {
          clearInterval(keepAlive);
          unwatch();
          streams.delete(stream);
        });
      },
    );
  };
}
