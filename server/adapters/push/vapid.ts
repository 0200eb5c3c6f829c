import type { Db } from '../../db/client.ts';
import { settingKeptOnce } from '../kept-setting.ts';
import { generateVapidKeys } from './sender.ts';
import type { VapidKeys } from './sender.ts';

const VAPID_KEY = 'vapid_keys';

/**
 * The VAPID key pair is generated once and kept in the database: browsers subscribe with the
 * public key, so every process must sign with the same pair, across restarts.
 */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const stored = await settingKeptOnce(db, VAPID_KEY, () => JSON.stringify(generateVapidKeys()));
  return JSON.parse(stored) as VapidKeys;
}
