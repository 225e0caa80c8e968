import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { FetchFailedError } from '../net/fetch-errors';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it('when the database refuses, drops or cannot yet serve the connection, then it is an outage, wrapped by drizzle or not', () => {
    const outages = [
      refused(),
      wrapped(refused()),
      new AggregateError([refused(), refused()], 'connect failed'),
      wrapped(pgError('57P01', 'terminating connection due to administrator command')),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006', 'connection failure'),
      pgError('53300', 'sorry, too many clients already'),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
    ];
    expect(outages.filter((err) => !isDatabaseUnavailable(err))).toEqual([]);
  });

  it("when the request's own data or another service failed, then it is not a database outage", () => {
    const others = [
      wrapped(pgError('23505', 'duplicate key value violates unique constraint')),
      wrapped(pgError('22003', 'integer out of range')),
      new Error('Something else'),
      // An outbound fetch refused by a website carries the same socket error, but no database was involved.
      new FetchFailedError('network', 'https://example.com/', 'Could not fetch https://example.com/', {
        cause: refused(),
      }),
      undefined,
      'ECONNREFUSED',
    ];
    expect(others.filter((err) => isDatabaseUnavailable(err))).toEqual([]);
    expect(isUniqueViolation(others[0])).toBe(true);
  });
});
