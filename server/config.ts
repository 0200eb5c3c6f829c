import path from 'node:path';
import { z } from 'zod';

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  STATIC_DIR: z.string().min(1).default('./dist'),
});

export type Config = {
  port: number;
  host: string;
  /** Embedded PGlite keeps its files here; ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | null;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  /** Seed the demo catalogue into an empty database on start. */
  seedDemo: boolean;
  /** The built PWA; served when it exists. */
  staticDir: string;
  storeName: string;
};

/** Reads the environment once into a typed config, failing with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    staticDir: path.resolve(e.STATIC_DIR),
    storeName: 'BOGO Together',
  };
}
