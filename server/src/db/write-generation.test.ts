import { describe, expect, it } from 'vitest';
import { WriteGeneration, isReadOnly, runAsWriter, writtenTable } from './write-generation';

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

  it('when a write does not show its table (a CTE, a truncate), then every counter moves', () => {
    const g = new WriteGeneration();
    const users = g.table('users');
    g.noteStatement('with moved as (delete from "keywords" returning *) insert into "users" select 1');
    g.noteStatement('truncate "sessions"');
    g.bump();
    expect([g.current, users.current]).toEqual([3, 3]);
    expect(writtenTable('insert into news_items (source) select 1')).toBe('news_items');
    expect(writtenTable('truncate x')).toBeUndefined();
  });

  it('when a user’s request writes one of their own tables, then only that user’s views move', () => {
    const g = new WriteGeneration();
    const [alice, bob] = [g.forUser('alice'), g.forUser('bob')];
    const [aliceKeywords, bobKeywords] = [g.tableForUser('keywords', 'alice'), g.tableForUser('keywords', 'bob')];
    runAsWriter({ userId: 'alice', open: true }, () => g.noteStatement('insert into "keywords" ("term") values ($1)'));
    expect([alice.current, aliceKeywords.current, bob.current, bobKeywords.current]).toEqual([1, 1, 0, 0]);
    expect([g.current, g.table('keywords').current]).toEqual([1, 1]);
  });

  it('when a user’s request writes a table others read, or a write of unknown table, then every user’s views move', () => {
    const g = new WriteGeneration();
    const bob = g.forUser('bob');
    const bobUsers = g.tableForUser('users', 'bob');
    runAsWriter({ userId: 'alice', open: true }, () => {
      g.noteStatement('update "trends" set "title" = $1');
      expect([bob.current, bobUsers.current]).toEqual([1, 0]);
      g.noteStatement('with gone as (delete from "keywords" returning *) select 1 from gone');
    });
    expect([bob.current, bobUsers.current]).toEqual([2, 1]);
  });

  it('when a write comes after the request’s answer went out, or outside any request, then it is shared', () => {
    const g = new WriteGeneration();
    const bobKeywords = g.tableForUser('keywords', 'bob');
    const scope = { userId: 'alice', open: true };
    runAsWriter(scope, () => {
      scope.open = false;
      g.noteStatement('delete from "keywords" where "id" = $1');
    });
    expect(bobKeywords.current).toBe(1);
    g.noteStatement('update "keywords" set "mentions" = $1');
    expect(bobKeywords.current).toBe(2);
  });

  it('when a transaction ends, then what its writes moved moves again, and its BEGIN and COMMIT move nothing', async () => {
    const g = new WriteGeneration();
    const [alice, bob] = [g.forUser('alice'), g.forUser('bob')];
    await runAsWriter({ userId: 'alice', open: true }, () =>
      g.inTransaction(async () => {
        g.noteStatement('begin');
        g.noteStatement('insert into "saved_items" ("item_id") values ($1)');
        g.noteStatement('update "story_angles" set "is_saved" = true');
        g.noteStatement('commit');
        expect([alice.current, bob.current]).toEqual([2, 0]);
      }),
    );
    expect([alice.current, bob.current]).toEqual([4, 0]);
    g.noteStatement('commit');
    expect(bob.current).toBe(1);
  });
});
