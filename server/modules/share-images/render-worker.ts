/**
 * The share images' own thread: one drawing takes 70–450 ms of CPU (satori's layout, resvg's
 * rasterising), which on the server's thread would hold every other request back that long.
 */
import { parentPort } from 'node:worker_threads';
import type { ShareCard } from './card.ts';
import { renderShareImage } from './render.ts';

export type DrawRequest = { id: number; card: ShareCard; picture: string | null };
export type DrawReply = { id: number; png: Uint8Array } | { id: number; error: string };

parentPort?.on('message', ({ id, card, picture }: DrawRequest) => {
  renderShareImage(card, picture).then(
    (png) => {
      // A copy of its own, so the whole buffer moves to the server's thread without copying again.
      const bytes = new Uint8Array(png);
      parentPort?.postMessage({ id, png: bytes } satisfies DrawReply, [bytes.buffer]);
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      parentPort?.postMessage({ id, error: message } satisfies DrawReply);
    },
  );
});
