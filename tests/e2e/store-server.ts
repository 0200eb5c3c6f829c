import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A port nobody listens on, chosen by the system. A random pick from a fixed range may land on
 * one of the ports browsers and fetch refuse to reach (4045, 6000, ...), and the store would look
 * dead.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port was given')),
      );
    });
  });
}

export interface RunningStore {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Runs `entry` (scripts/start.ts, or server/main.ts to serve a build as it is) on a free port with
 * `env`, and waits until it answers its health check. `onOutput` gets the console output, where the
 * outbox prints sign-in codes.
 */
export async function startStore(
  entry: string,
  env: Record<string, string>,
  onOutput: (chunk: Buffer) => void = () => {},
): Promise<RunningStore> {
  const port = await freePort();
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const record = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput(chunk);
  };
  server.stdout.on('data', record);
  server.stderr.on('data', record);
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start may build the PWA, which takes minutes on a busy machine.
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`The server stopped before answering:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
