import pg from 'pg';

/**
 * Runs `measureOn` against a database of its own, created on the PostgreSQL server of `serverUrl`
 * and dropped afterwards, so a bench never touches data someone keeps.
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  measureOn: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await measureOn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
