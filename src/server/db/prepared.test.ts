import { expect, it } from 'vitest';
import { z } from 'zod';
import { forEachDatabase } from '#tests/setup/test-database';
import { pgliteClientOf } from './client';
import { preparedRead } from './prepared';

const echo = preparedRead({
  name: 'test_prepared_echo',
  types: ['int[]', 'text'],
  text: `select x.id, $2 || x.id::text as label from unnest($1) as x(id) order by x.id`,
  row: z.object({ id: z.number(), label: z.string() }),
});

forEachDatabase('prepared reads', (getDb) => {
  it('answers each call with its own arguments, parsed by the row schema', async () => {
    const { db } = getDb();
    expect(await echo(db, [[3, 1], 'n'])).toEqual([
      { id: 1, label: 'n1' },
      { id: 3, label: 'n3' },
    ]);
    expect(await echo(db, [[7], 'm'])).toEqual([{ id: 7, label: 'm7' }]);
  });

  it('passes a text with quotes and backslashes as it is', async () => {
    const { db } = getDb();
    const text = `O'Brien \\' ; drop table products; --`;
    expect(await echo(db, [[1], text])).toEqual([{ id: 1, label: `${text}1` }]);
  });

  it('runs in parallel calls, the first ones preparing once', async () => {
    const { db } = getDb();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => echo(db, [[i + 1], 'p'])),
    );
    expect(answers.map((a) => a[0]?.label)).toEqual(
      Array.from({ length: 8 }, (_, i) => `p${i + 1}`),
    );
  });

  it('prepares again when the session has lost the statement', async () => {
    const database = getDb();
    await echo(database.db, [[1], 'a']);
    const client = pgliteClientOf(database);
    // PostgreSQL's pool prepares per connection by itself; PGlite's one session is ours to keep.
    if (!client) return;
    await client.exec('deallocate test_prepared_echo');
    expect(await echo(database.db, [[2], 'b'])).toEqual([{ id: 2, label: 'b2' }]);
  });
});
