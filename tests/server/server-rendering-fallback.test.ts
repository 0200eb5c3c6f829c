import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogService, ListingCache } from '../../server/modules/catalog/service.ts';
import { createPages } from '../../server/modules/pages/service.ts';
import { createTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * A build whose server entry cannot run (a dependency missing where it was deployed, a render
 * that throws) must cost the first paint only: the store keeps answering with the shell, which
 * the browser draws as it did before server rendering.
 */
const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
let staticDir = '';
let t: TestApp | undefined;

/** A deployed build: the shell, its manifest and the given server entry. */
function deployedBuild(serverEntry: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bogo-ssr-fallback-'));
  fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'index.js'), '');
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }),
  );
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'entry-server.js'), serverEntry);
  return dir;
}

const MISSING_PACKAGE =
  "import 'a-package-this-build-never-had';\nexport const renderPage = () => null;\n";

afterEach(async () => {
  await t?.close();
  t = undefined;
  if (staticDir) fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('a store deployed with a server entry that cannot run', () => {
  it('starts, and answers the home and a deal page with the shell', async () => {
    staticDir = deployedBuild(MISSING_PACKAGE);
    t = await createTestApp({ config: { staticDir } });
    for (const url of ['/', '/deal/abc']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    }
  });

  it('says so in a warning when its entry cannot be loaded', async () => {
    staticDir = deployedBuild(MISSING_PACKAGE);
    const warnings: string[] = [];
    const pages = await createPages({
      staticDir,
      catalog: {} as CatalogService,
      listingCache: {} as ListingCache,
      publicUrl: 'https://store.example',
      log: { warn: (_details, message) => warnings.push(message) },
    });
    expect(pages).toBeNull();
    expect(warnings).toEqual(['server rendering is off: its entry could not be loaded']);
  });

  it('answers with the shell when a page fails to render', async () => {
    staticDir = deployedBuild(
      "export const renderPage = async () => { throw new Error('the render broke'); };\n",
    );
    t = await createTestApp({ config: { staticDir } });
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
  });
});
