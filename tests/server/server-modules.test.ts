import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../server/adapters/clock.ts';
import { createJobQueue, defineJob } from '../../server/adapters/jobs/queue.ts';
import { buildApp } from '../../server/app.ts';
import { configWith } from '../../server/config.ts';
import { defineModule, handles } from '../../server/module.ts';
import { serverModules } from '../../server/module-registry.ts';
import { orderEngineModule } from '../../server/modules/order-engine/module.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import { useTestDatabase } from '../fixtures/use-test-database.ts';

const database = useTestDatabase();

/** A module as a developer would add one: a service, a call, a job and a sweep, declared once. */
function wishlistModule() {
  const noted: string[] = [];
  const noteJob = defineJob('note-wish', z.object({ wish: z.string() }));
  const module = defineModule({
    name: 'wishlist',
    service: ({ db, jobs }) => ({
      wish: (wish: string) => jobs.enqueue(db, noteJob, wish, { wish }),
    }),
    routes: (wishlist) => async (api) => {
      api.post<{ Body: { wish: string } }>('/wishes', async (request) => {
        await wishlist.wish(request.body.wish);
        return { success: true };
      });
    },
    jobs: () => [
      handles([noteJob], { [noteJob.queue]: async ({ wish }) => void noted.push(wish) }),
    ],
    sweeps: (_wishlist, { jobs }) => jobs.sweep(async () => void noted.push('swept')),
  });
  return { module, noted };
}

describe('a developer adding a server module', () => {
  it('lists it once and the store serves its call, runs its job and its sweep', async () => {
    const { module, noted } = wishlistModule();
    const t = await createTestApp({ modules: [...serverModules, module] });
    try {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/wishes',
        payload: { wish: 'a red kettle' },
      });
      expect(answer.json()).toEqual({ success: true });
      await t.jobs.runDueJobs();
      expect(noted).toEqual(['swept', 'a red kettle']);
      // The modules already there are untouched by the newcomer.
      expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('cannot start a store that would leave a kind of job without its handler', async () => {
    const withoutTheEngine = serverModules.filter((module) => module !== orderEngineModule);
    await expect(
      buildApp({
        db: database.db,
        listen: database.listen,
        config: configWith({ staticDir: '/nonexistent' }),
        jobs: createJobQueue({ db: database.db, clock: fixedClock(TEST_NOW) }),
        modules: withoutTheEngine,
      }),
    ).rejects.toThrow(/job charge-batch has no handler/);
  });
});
