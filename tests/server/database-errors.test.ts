import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isTransientCollision } from '../../server/http/database-errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('telling a lost database from a refused query', () => {
  it.each([
    [
      'a backend terminated by an operator (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server crash (57P02)', withCode('57P02')],
    ['a server still starting or in recovery (57P03)', withCode('57P03')],
    ['a full server (53300)', withCode('53300', 'sorry, too many clients already')],
    ['a connection failure (08006)', withCode('08006')],
    ['a connection that could not be made (08001)', withCode('08001')],
    ['a reset socket', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['a connect that timed out', new Error('Connection terminated due to connection timeout')],
    [
      'a pool with no free connection in time',
      new Error('timeout exceeded when trying to connect'),
    ],
    [
      'the rollback after a lost transaction',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      "Drizzle's wrapper around a lost connection",
      Object.assign(new Error('Failed query: select 1'), {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ],
    [
      'a refused dual-stack connect',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'),
    ],
  ])('counts %s as the database being unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value')],
    ['a check violation (23514)', withCode('23514')],
    ['a syntax error (42601)', withCode('42601')],
    ['a deadlock (40P01)', withCode('40P01')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      "Drizzle's wrapper around a refused query",
      Object.assign(new Error('Failed query: insert'), { cause: withCode('23505') }),
    ],
    ['a thrown string', 'Connection terminated'],
    ['nothing', undefined],
  ])('does not count %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('telling a collision with other work from a bug', () => {
  it.each([
    ['a deadlock (40P01)', withCode('40P01')],
    ['a serialization failure (40001)', withCode('40001')],
    [
      "Drizzle's wrapper around a deadlock",
      Object.assign(new Error('Failed query: update'), { cause: withCode('40P01') }),
    ],
  ])('answers %s as a collision to retry', (_, error) => {
    expect(isTransientCollision(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a lost connection', withCode('57P01')],
    ['a plain bug', new TypeError('x is undefined')],
  ])('does not take %s for a collision', (_, error) => {
    expect(isTransientCollision(error)).toBe(false);
  });
});
