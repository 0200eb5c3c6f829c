/**
 * bench/alert-fan-out: a new deal's alert to a category whose visitors' browsers (BENCH_ALERTS,
 * default 20,000) follow it by push, and as many confirmed e-mail subscribers, through the
 * store's own path: the alert is queued as activating a deal in the console queues it, and the
 * store's job workers send it, in one process and then in two on one PostgreSQL. Pushes go over
 * HTTPS to a local push service, mails to a local SMTP server, both counting what reaches each
 * browser and address. Right before each of these runs, the web-push library's own
 * encrypt-and-send loop to the same push service with the same concurrency. Prints alerts/s by
 * push and by mail, the ratio to that raw web-push loop, the CPU time the senders' processes
 * spent per alert (which, unlike a rate, other work on the machine does not change much), each
 * process's peak resident memory, repeats and misses, and the speed-up of a second process.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createECDH, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { systemClock } from '../server/adapters/clock.ts';
import { createJobQueue } from '../server/adapters/jobs/queue.ts';
import { openDatabase } from '../server/db/client.ts';
import type { Db } from '../server/db/client.ts';
import { queueDealAlertSend, queueNewDealAlerts } from '../server/modules/admin/deal-alerts.ts';
import { SENDS_IN_FLIGHT } from '../server/modules/alerts/send-once.ts';
import { insertManyDeals } from './bulk-catalog.ts';
import { startReceivers } from './alert-fan-out-receivers.ts';
import type { Arrivals } from './alert-fan-out-receivers.ts';
import type { WorkerMessage } from './alert-fan-out-worker.ts';
import { writeResult } from './results.ts';
import { withScratchDatabase } from './scratch-database.ts';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 20_000);
/** A run that has seen nothing arrive for this long is reported as it stands. */
const STALL_MS = 60_000;

type Receivers = Awaited<ReturnType<typeof startReceivers>>;
type Worker = { child: ChildProcess; next: () => Promise<WorkerMessage> };

function startWorker(env: Record<string, string>): Promise<Worker> {
  const child = fork(new URL('./alert-fan-out-worker.ts', import.meta.url), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: ((message: WorkerMessage) => void)[] = [];
  child.on('message', (message: WorkerMessage) => waiting.shift()?.(message));
  child.once('exit', (code) => {
    if (code !== 0) console.error(`a bench worker exited with ${code}`);
  });
  const next = () => new Promise<WorkerMessage>((resolve) => waiting.push(resolve));
  return next().then(() => ({ child, next }));
}

const peakOf = (message: WorkerMessage) => ('peakRssBytes' in message ? message.peakRssBytes : 0);
const cpuOf = (message: WorkerMessage) => ('cpuMs' in message ? message.cpuMs : 0);
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Seeds the bench's category with its browsers and subscribers; the deal to announce. */
async function seed(db: Db, pushBase: string): Promise<number> {
  await insertManyDeals(db, 1, new Date(), { partlyReserved: false });
  const rows = (
    (await db.execute(sql`select d.id as "dealId", s.category_id as "categoryId"
      from deals d join products p on p.id = d.product_id
      join subcategories s on s.id = p.subcategory_id order by d.id limit 1`)) as unknown as {
      rows: { dealId: number; categoryId: number }[];
    }
  ).rows;
  const [deal] = rows;
  if (!deal) throw new Error('no bench deal');
  // One browser key pair for everyone keeps seeding quick; each browser has its own auth secret.
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const p256dh = browser.getPublicKey().toString('base64url');
  await db.execute(sql`insert into push_subscriptions (endpoint, p256dh, auth, categories, created_at)
    select ${`${pushBase}/push/`} || n, ${p256dh}, substr(md5(n::text), 1, 22),
      jsonb_build_array(${deal.categoryId}::int), now()
    from generate_series(1, ${ALERTS}::int) n`);
  await db.execute(sql`insert into email_subscribers (email, subscribed_at, confirmed_at)
    select 'subscriber-' || n || '@example.com', now(), now()
    from generate_series(1, ${ALERTS}::int) n`);
  return deal.dealId;
}

/** Waits until `done` holds, or nothing has arrived for STALL_MS. */
async function arrivalsSettle(receivers: Receivers, done: () => boolean): Promise<void> {
  let seen = -1;
  let quietSince = performance.now();
  while (!done()) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = receivers.pushes().counts.size + receivers.mails().counts.size;
    if (now !== seen) {
      seen = now;
      quietSince = performance.now();
    } else if (performance.now() - quietSince > STALL_MS) return;
  }
  // Anything sent twice would still be on its way.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/** What reached the receivers: alerts/s from `startedAt` to the last, repeats and misses. */
function tally(arrived: Arrivals, startedAt: number) {
  let total = 0;
  for (const times of arrived.counts.values()) total += times;
  const seconds = (arrived.lastAt - startedAt) / 1000;
  return {
    perS: Math.round(arrived.counts.size / seconds),
    repeats: total - arrived.counts.size,
    missed: ALERTS - arrived.counts.size,
  };
}

/**
 * 'send': an operator's send of the deal from the console, which goes to the category's browsers
 * only. 'new deal': the deal's first announcement, as activating it queues it, which also mails
 * every e-mail subscriber.
 */
type Alert = 'send' | 'new deal';

async function storeRun(
  db: Db,
  receivers: Receivers,
  env: Record<string, string>,
  alert: Alert,
  processes: number,
) {
  receivers.reset();
  await db.execute(sql`delete from alert_deliveries`);
  await db.execute(sql`delete from jobs`);
  const workers = await Promise.all(
    Array.from({ length: processes }, () => startWorker({ ...env, BENCH_ROLE: 'store' })),
  );
  const dealId = Number(env.BENCH_DEAL_ID);
  const jobs = createJobQueue({ db, clock: systemClock });
  await db.transaction(async (tx) => {
    if (alert === 'send')
      await queueDealAlertSend(tx, jobs, dealId, { key: randomUUID(), at: new Date() });
    else await queueNewDealAlerts(tx, jobs, dealId);
  });
  const startedAt = performance.now();
  for (const worker of workers) worker.child.send('go');
  await arrivalsSettle(
    receivers,
    () =>
      receivers.pushes().counts.size === ALERTS &&
      (alert === 'send' || receivers.mails().counts.size === ALERTS),
  );
  const reports = await Promise.all(
    workers.map(async (worker) => {
      const done = worker.next();
      worker.child.send('stop');
      return done;
    }),
  );
  const sent = receivers.pushes().counts.size + receivers.mails().counts.size;
  const cpuMs = reports.reduce((total, report) => total + cpuOf(report), 0);
  return {
    push: tally(receivers.pushes(), startedAt),
    mail: alert === 'send' ? null : tally(receivers.mails(), startedAt),
    peakRssMb: Math.max(...reports.map(peakOf).map(megabytes)),
    cpuMsPerAlert: cpuMs / sent,
  };
}

async function rawRun(receivers: Receivers, env: Record<string, string>) {
  receivers.reset();
  const worker = await startWorker({
    ...env,
    BENCH_ROLE: 'raw',
    BENCH_COUNT: String(ALERTS),
    BENCH_CONCURRENCY: String(SENDS_IN_FLIGHT),
  });
  const startedAt = performance.now();
  const done = worker.next();
  worker.child.send('go');
  const report = await done;
  return {
    push: tally(receivers.pushes(), startedAt),
    peakRssMb: megabytes(peakOf(report)),
    cpuMsPerAlert: cpuOf(report) / receivers.pushes().counts.size,
  };
}

async function benchOn(databaseUrl: string) {
  const receivers = await startReceivers();
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    const dealId = await seed(database.db, receivers.pushBase);
    const [browser] = (
      (await database.db.execute(
        sql`select p256dh from push_subscriptions limit 1`,
      )) as unknown as { rows: { p256dh: string }[] }
    ).rows;
    const env = {
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_SMTP_URL: receivers.smtpUrl,
      BENCH_PUSH_BASE: receivers.pushBase,
      BENCH_P256DH: browser?.p256dh ?? '',
      BENCH_DEAL_ID: String(dealId),
      NODE_EXTRA_CA_CERTS: receivers.certFile,
    };
    // Each store run right after a raw loop of its own: on a machine shared with other work the
    // speed drifts within minutes, so each ratio compares runs made side by side.
    const paired = async (alert: Alert, processes: number) => ({
      raw: await rawRun(receivers, env),
      store: await storeRun(database.db, receivers, env, alert, processes),
    });
    return {
      sendOne: await paired('send', 1),
      sendTwo: await paired('send', 2),
      newOne: await paired('new deal', 1),
      newTwo: await paired('new deal', 2),
    };
  } finally {
    await database.close();
    await receivers.stop();
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log('Skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.');
} else {
  const runs = await withScratchDatabase(serverUrl, 'bogo_fan_out', benchOn);
  type Paired = Awaited<ReturnType<typeof benchOn>>['sendOne'];
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  const row = (run: string, { raw, store }: Paired) => ({
    run,
    'raw web-push/s': raw.push.perS,
    'push alerts/s': store.push.perS,
    '× raw web-push': ratio(store.push.perS, raw.push.perS),
    'mail alerts/s': store.mail?.perS ?? '—',
    'CPU ms/alert (raw, store)': `${raw.cpuMsPerAlert.toFixed(2)}, ${store.cpuMsPerAlert.toFixed(2)}`,
    'peak RSS MB (raw, store)': `${raw.peakRssMb}, ${store.peakRssMb}`,
    'sent twice': raw.push.repeats + store.push.repeats + (store.mail?.repeats ?? 0),
    missed: raw.push.missed + store.push.missed + (store.mail?.missed ?? 0),
  });
  console.table([
    row("operator's send (push), 1 process", runs.sendOne),
    row("operator's send (push), 2 processes", runs.sendTwo),
    row('new deal (push + mail), 1 process', runs.newOne),
    row('new deal (push + mail), 2 processes', runs.newTwo),
  ]);
  const speedUp = (one: Paired, two: Paired, channel: 'push' | 'mail') =>
    ratio(two.store[channel]?.perS ?? 0, one.store[channel]?.perS ?? 0);
  console.log(
    `${ALERTS} browsers and ${ALERTS} subscribers, ${SENDS_IN_FLIGHT} sends in flight per page; ` +
      `a second process: push ×${speedUp(runs.sendOne, runs.sendTwo, 'push')} ` +
      `(operator's send), push ×${speedUp(runs.newOne, runs.newTwo, 'push')} and ` +
      `mail ×${speedUp(runs.newOne, runs.newTwo, 'mail')} (new deal).`,
  );
  writeResult('alert-fan-out', { alerts: ALERTS, inFlight: SENDS_IN_FLIGHT, ...runs });
}
