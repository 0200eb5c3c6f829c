import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStore } from './store-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's console output so far, where the outbox prints sign-in codes. */
    serverLogFile: string;
    /** The address the server gives the admin role, for the console's browser stories. */
    adminEmail: string;
    /**
     * Every address with the admin role: the stories that set up the catalogue through the API
     * take turns with them, as one address may ask for only 10 codes an hour.
     */
    operatorEmails: string[];
    /** Where those stories count their turns across files. */
    operatorTurnsFile: string;
  }
}

const operatorEmails = [1, 2, 3].map((n) => `e2e-operator-${n}@example.com`);
const adminEmail = 'e2e-operator@example.com';

/** Runs `npm start`'s entry on a free port and a throwaway data folder for the whole e2e run. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bogo-e2e-'));
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bogo-e2e-log-'));
  const serverLogFile = path.join(logDir, 'server.log');
  const removeFolders = () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(logDir, { recursive: true, force: true });
  };
  const store = await startStore(
    'scripts/start.ts',
    // Behind one proxy, as in production: the API-made shoppers each bring their own address.
    {
      DATA_DIR: dataDir,
      ADMIN_EMAILS: [adminEmail, ...operatorEmails].join(','),
      TRUST_PROXY: 'true',
    },
    (chunk) => fs.appendFileSync(serverLogFile, chunk),
  ).catch((error: unknown) => {
    removeFolders();
    throw error;
  });
  project.provide('baseUrl', store.baseUrl);
  project.provide('serverLogFile', serverLogFile);
  project.provide('adminEmail', adminEmail);
  project.provide('operatorEmails', operatorEmails);
  project.provide('operatorTurnsFile', path.join(logDir, 'operator-turns'));

  return async () => {
    await store.stop();
    removeFolders();
  };
}
