import { describe, expect, it } from 'vitest';
import { WriteGeneration, isReadOnly, writtenTable } from './write-generation';

describe('write generation', () => {
  it('when a statement only reads, then no counter moves', () => {
    const g = new WriteGeneration();
    const users = g.table('users');
    g.noteStatement('select "id" from "users" where "id" = $1');
    g.noteStatement('with x as (select 1) select * from x');
    expect([g.current, users.current]).toEqual([0, 0]);
    expect(isReadOnly('  SELECT pg_try_advisory_lock($1)')).toBe(true);
  });

  it('when a plain write names its table, then that table and the whole counter move, not other tables', () => {
    const g = new WriteGeneration();
    const users = g.table('users');
    const keywords = g.table('keywords');
    g.noteStatement('insert into "keywords" ("term") values ($1)');
    expect([g.current, users.current, keywords.current]).toEqual([1, 0, 1]);
    g.noteStatement('update "users" set "role" = $1');
    g.noteStatement('delete from users where id = $1');
    expect([g.current, users.current, keywords.current]).toEqual([3, 2, 1]);
  });

  it('when a write does not show its table (a CTE, a truncate) or a transaction ends, then every counter moves', () => {
    const g = new WriteGeneration();
    const users = g.table('users');
    g.noteStatement('with moved as (delete from "keywords" returning *) insert into "users" select 1');
    g.noteStatement('truncate "sessions"');
    g.bump();
    expect([g.current, users.current]).toEqual([3, 3]);
    expect(writtenTable('insert into news_items (source) select 1')).toBe('news_items');
    expect(writtenTable('truncate x')).toBeUndefined();
  });
});
