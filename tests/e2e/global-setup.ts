import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's console output so far, where the outbox prints sign-in codes. */
    serverLogFile: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm start`'s entry on a free port and a throwaway data folder for the whole e2e run. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bogo-e2e-'));
  const port = 3900 + Math.floor(Math.random() * 500);
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bogo-e2e-log-'));
  const serverLogFile = path.join(logDir, 'server.log');
  let output = '';
  const record = (chunk: Buffer) => {
    output += chunk.toString();
    fs.appendFileSync(serverLogFile, chunk);
  };
  server.stdout.on('data', record);
  server.stderr.on('data', record);

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`The server stopped before answering:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The server did not answer in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('serverLogFile', serverLogFile);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(logDir, { recursive: true, force: true });
  };
}
