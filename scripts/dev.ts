/**
 * `npm run dev`: Vite with hot reload on PORT (3000) and the API restarting on change on
 * API_PORT (3001); Vite proxies /api to it, so the browser sees one origin.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--watch-path=server', '--watch-path=contract', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The API serves no PWA in development: Vite does.
    env: { ...process.env, PORT: apiPort, STATIC_DIR: path.join(root, '.no-static-in-dev') },
  }),
  spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      '--port',
      process.env.PORT ?? '3000',
      '--strictPort',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort },
    },
  ),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
