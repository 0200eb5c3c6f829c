import fs from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Who may import whom. Each zone forbids `target` from importing `from`. */
const boundaries = [
  { target: './src', from: './server', message: 'The PWA never imports the server.' },
  { target: './sw', from: './server', message: 'The service worker never imports the server.' },
  { target: './sw', from: './src', message: 'The service worker does not import the PWA.' },
  { target: './contract', from: './server', message: 'The contract imports only zod.' },
  { target: './contract', from: './src', message: 'The contract imports only zod.' },
  { target: './server/domain', from: './server/db', message: 'The domain is pure: no I/O.' },
  { target: './server/domain', from: './server/modules', message: 'The domain is pure.' },
  { target: './server/domain', from: './server/adapters', message: 'The domain is pure.' },
  {
    target: './server/adapters',
    from: './server/modules',
    message: 'Adapters never import modules.',
  },
  { target: './src/features', from: './src/routes', message: 'Features do not import screens.' },
  { target: './src/lib', from: './src/features', message: 'lib holds pure helpers only.' },
  {
    target: './src/components',
    from: './src/features',
    message: 'Shared UI does not import features.',
  },
];

/** A feature never imports another feature: shared UI goes to src/components, helpers to src/lib. */
const features = fs.existsSync('src/features') ? fs.readdirSync('src/features') : [];
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature.',
}));

/**
 * A server module reaches another only through that module's service.ts (its use cases) or
 * module.ts (the service another module's module.ts asks the platform for), so each module's
 * inside can change without its neighbours noticing.
 */
const serverModules = fs.existsSync('server/modules') ? fs.readdirSync('server/modules') : [];
const serverModuleZones = serverModules.map((module) => ({
  target: `./server/modules/${module}`,
  from: './server/modules',
  except: [
    `./${module}`,
    ...serverModules
      .filter((other) => other !== module)
      .flatMap((other) => [`./${other}/service.ts`, `./${other}/module.ts`]),
  ],
  message: "A module reaches another only through the other's service.ts or module.ts.",
}));

/**
 * A module's routes are its HTTP face and call only their own service, so every use case can be
 * reached and tested without HTTP. Besides their service.ts they may import their module's texts,
 * the HTTP-side helpers below, and the auth guard (re-exported by auth's service.ts) that routes
 * stand behind.
 */
const routeHelpers = {
  // The console's routes are split by area; media serving reads the type an image's name says.
  admin: [
    'console-routes.ts',
    'demo-routes.ts',
    'image-upload-routes.ts',
    'images.ts',
    'staff-routes.ts',
    'console-roles.ts',
  ],
  // The alerts' calls are split by what they serve: e-mail subscriptions, unsubscribing, push.
  alerts: ['push-routes.ts', 'subscription-routes.ts', 'unsubscribe-routes.ts'],
  auth: ['guard.ts'],
  groups: ['progress-hub.ts', 'stream-caps.ts'],
  payments: ['webhook.ts'],
};
const serverRouteZones = serverModules.map((module) => ({
  target: [`./server/modules/${module}/routes.ts`, `./server/modules/${module}/*-routes.ts`],
  from: './server/modules',
  except: [
    ...new Set([
      `./${module}/service.ts`,
      `./${module}/texts.ts`,
      ...(routeHelpers[module] ?? []).map((file) => `./${module}/${file}`),
      './auth/service.ts',
    ]),
  ],
  message: "A module's routes call only their own service.",
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'bench/results/**',
      'data/**',
      'coverage/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      // The import rules read the files an import names; without these they skip TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The PWA and the worker import without extensions, as their bundler allows; only a
      // TypeScript-aware resolver finds those files, and a rule skips an import it cannot resolve.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'sw/tsconfig.json', 'server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaries, ...featureZones, ...serverModuleZones, ...serverRouteZones] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Command-line entry points and benchmarks talk to the terminal on purpose.
    files: ['scripts/**', 'bench/**', 'server/main.ts', 'server/db/seed/cli.ts', 'tests/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
