/**
 * A process of bench/alert-fan-out. BENCH_ROLE=store: the store as `npm start` runs it (the
 * real app on the bench's PostgreSQL, SMTP to the bench's mail server, web push), whose job
 * workers start on 'go' and stop on 'stop'. BENCH_ROLE=raw: the web-push library's own
 * encrypt-and-send loop to the same push service, BENCH_CONCURRENCY sends at a time. Both
 * answer with their peak resident memory and the CPU time they used from 'go'.
 */
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { systemClock } from '../server/adapters/clock.ts';
import { createJobQueue } from '../server/adapters/jobs/queue.ts';
import { configWith } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';

export type WorkerMessage = { ready: true } | { done: true; peakRssBytes: number; cpuMs: number };

/** CPU time (user and system) this process has used since `since` (process.cpuUsage()). */
const cpuMsSince = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};
let cpuAtGo = process.cpuUsage();

let peakRssBytes = 0;
const sampleRss = () => {
  peakRssBytes = Math.max(peakRssBytes, process.memoryUsage.rss());
};
setInterval(sampleRss, 50).unref();

const tell = (message: WorkerMessage) => process.send?.(message);
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

async function store() {
  // Loaded here, so the raw loop's memory is the library's alone.
  const { buildApp } = await import('../server/app.ts');
  const database = await openDatabase({ databaseUrl: env('BENCH_DATABASE_URL') });
  const jobs = createJobQueue({ db: database.db, clock: systemClock });
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    jobs,
    config: configWith({
      staticDir: '/nonexistent',
      smtpUrl: env('BENCH_SMTP_URL'),
      pushAllowPrivateEndpoints: true,
    }),
  });
  await app.ready();
  process.on('message', async (message: string) => {
    if (message === 'go') {
      cpuAtGo = process.cpuUsage();
      jobs.start(20);
    }
    if (message === 'stop') {
      const cpuMs = cpuMsSince(cpuAtGo);
      await jobs.stop();
      sampleRss();
      await app.close();
      await database.close();
      tell({ done: true, peakRssBytes, cpuMs });
      process.exit(0);
    }
  });
  tell({ ready: true });
}

async function raw() {
  const count = Number(env('BENCH_COUNT'));
  const concurrency = Number(env('BENCH_CONCURRENCY'));
  const base = env('BENCH_PUSH_BASE');
  const p256dh = env('BENCH_P256DH');
  const vapid = webpush.generateVAPIDKeys();
  const payload = JSON.stringify({
    title: 'New deal in Bench category 0',
    body: 'Bench product 0, $12.00 a unit when the group fills.',
    url: '/deal/bench',
    tag: 'new_deal:1',
  });
  process.on('message', async (message: string) => {
    if (message !== 'go') return;
    cpuAtGo = process.cpuUsage();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const n = ++next;
          await webpush.sendNotification(
            {
              endpoint: `${base}/raw/${n}`,
              keys: { p256dh, auth: randomBytes(16).toString('base64url') },
            },
            payload,
            {
              vapidDetails: {
                subject: 'mailto:bench@example.com',
                publicKey: vapid.publicKey,
                privateKey: vapid.privateKey,
              },
              TTL: 24 * 3600,
            },
          );
        }
      }),
    );
    sampleRss();
    tell({ done: true, peakRssBytes, cpuMs: cpuMsSince(cpuAtGo) });
    process.exit(0);
  });
  tell({ ready: true });
}

await (process.env.BENCH_ROLE === 'raw' ? raw() : store());
