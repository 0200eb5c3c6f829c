import { Worker } from 'node:worker_threads';
import type { ShareCard } from './card.ts';
import type { DrawReply, DrawRequest } from './render-worker.ts';

type Waiting = { resolve: (png: Buffer) => void; reject: (error: Error) => void };

/**
 * Draws share images on a thread of its own (render-worker.ts), started on the first drawing. A
 * thread that dies fails the drawings it held; the next drawing starts a new one.
 */
export function createDrawingThread() {
  let current: { worker: Worker; waiting: Map<number, Waiting> } | undefined;
  let nextId = 0;

  function start() {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url));
    const waiting = new Map<number, Waiting>();
    const thread = { worker, waiting };
    // The thread never keeps the server alive on its own.
    worker.unref();
    worker.on('message', (reply: DrawReply) => {
      const drawing = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('png' in reply) drawing?.resolve(Buffer.from(reply.png.buffer));
      else drawing?.reject(new Error(`The share image could not be drawn: ${reply.error}`));
    });
    const failAll = (error: Error) => {
      if (current === thread) current = undefined;
      for (const drawing of waiting.values()) drawing.reject(error);
      waiting.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`The share image thread stopped (${code})`)));
    return thread;
  }

  return {
    /** The card as a 1200×630 PNG, drawn off the server's thread. */
    draw(card: ShareCard, picture: string | null): Promise<Buffer> {
      current ??= start();
      const { worker, waiting } = current;
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, card, picture } satisfies DrawRequest);
      });
    },
    /** Stops the thread (the server is closing); drawings still under way fail. */
    async close(): Promise<void> {
      const thread = current;
      current = undefined;
      await thread?.worker.terminate();
    },
  };
}
