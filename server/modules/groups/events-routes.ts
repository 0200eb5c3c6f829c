import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '../../../contract/common.ts';
import { progressPercentage } from '../../domain/deal-progress.ts';
import { HttpError, serviceUnavailable } from '../../http/errors.ts';
import { writtenAnswers } from '../../http/openapi.ts';
import { clientSubject } from '../../http/rate-limit.ts';
import type { DealProgress, DealProgressHub } from './progress-hub.ts';
import { createStreamCounter, EVENT_STREAM_CAPS } from './stream-caps.ts';
import type { StreamCaps } from './stream-caps.ts';
import { streamTexts } from './texts.ts';

type StreamCounter = ReturnType<typeof createStreamCounter>;
/** One admitted stream's place in the counts, freed once when the stream ends. */
type Slot = { release: () => void };

/** Proxies close idle connections after a minute or so; a comment line keeps the stream open. */
const KEEP_ALIVE_MS = 25_000;
/** Unread event bytes a stream may hold before its client is taken to have stopped reading. */
const UNREAD_LIMIT_BYTES = 64 * 1024;

function progressOf({ deal, filledGroups }: DealProgress) {
  return {
    deal_id: deal.id,
    status: deal.status,
    total_units_needed: deal.total_units_needed,
    reservation_count: deal.reservation_count,
    remaining_units: deal.remaining_units,
    progress_percentage: progressPercentage(deal.reservation_count, deal.total_units_needed),
    filled_groups: filledGroups,
  };
}

/** `GET /deals/{id}/events`: the open group's progress as server-sent events, live. */
export function dealEventRoutes({
  hub,
  caps = EVENT_STREAM_CAPS,
}: {
  hub: DealProgressHub;
  caps?: StreamCaps;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const streams = new Set<ServerResponse>();
    const counter = createStreamCounter(caps);
    // Open streams would keep the server from closing: end them first, and their connections with
    // them, or each would hold the close until the browser's keep-alive timeout.
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end(() => stream.destroy());
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
          response: { 404: errorBody, 400: errorBody, 429: errorBody, 503: errorBody },
        },
        // The stream is written to the socket as events happen, never serialised.
        config: writtenAnswers({
          200: { description: "The group's progress events", contentType: 'text/event-stream' },
        }),
      },
      async (request, reply) => {
        const slot = admit(counter, caps, request.ip);
        await streamProgress({ hub, streams, slot, reply }, request.params.id);
      },
    );
  };
}

/** A slot for one more stream from this client; 429 or 503 when there is none. */
function admit(counter: StreamCounter, caps: StreamCaps, ip: string): Slot {
  // One IPv6 client owns a whole /64: its addresses share one allowance.
  const slot = counter.admit(clientSubject(ip));
  if ('refused' in slot) {
    // A refused EventSource stops retrying, so the PWA falls back to polling.
    throw slot.refused === 'address'
      ? new HttpError(429, streamTexts.tooManyFromAddress(caps.perAddress))
      : serviceUnavailable(streamTexts.tooManyOpen);
  }
  return slot;
}

/** Writes the deal's progress at once and on every change until the shopper goes. */
async function streamProgress(
  {
    hub,
    streams,
    slot,
    reply,
  }: { hub: DealProgressHub; streams: Set<ServerResponse>; slot: Slot; reply: FastifyReply },
  dealId: number,
): Promise<void> {
  const stream = reply.raw;
  let unwatch = () => {};
  let keepAlive: NodeJS.Timeout | undefined;
  let gone = false;
  // Registered first: a shopper may leave while the deal is still being read.
  stream.once('close', () => {
    gone = true;
    clearInterval(keepAlive);
    unwatch();
    streams.delete(stream);
    slot.release();
  });
  try {
    const progress = await hub.read(dealId);
    const send = (current: DealProgress) => {
      // A client that stops reading would make unread events pile up here: let it go.
      if (stream.writableLength > UNREAD_LIMIT_BYTES) return void stream.destroy();
      stream.write(`event: progress\ndata: ${JSON.stringify(progressOf(current))}\n\n`);
    };
    // Before the head is written, so a listener that cannot start is still an error response.
    unwatch = await hub.watch(progress.deal.id, send);
    reply.hijack();
    // The shopper left while the deal was read: 'close' has already cleaned up, but for this.
    if (gone) return unwatch();
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    streams.add(stream);
    send(progress);
    keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  } catch (error) {
    slot.release();
    throw error;
  }
}
