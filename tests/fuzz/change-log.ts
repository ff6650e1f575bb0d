import { sql } from 'drizzle-orm';
import { rows } from '../setup/sql-rows';
import type { Db } from '#server/db/types';

/**
 * The refusals that change tables on purpose, by error code, with the reason. Anything else that
 * changes after a 4xx is a write the refusal should have prevented.
 */
export const CHANGES_ON_REFUSAL: Record<string, { tables: string[]; why: string }> = {
  code_invalid: {
    tables: ['one_time_codes'],
    why: 'a wrong SMS code counts an attempt: that is the brute-force limit',
  },
  registration_refused: {
    tables: ['outbox'],
    why: 'a taken address is told by e-mail, and the answer must not tell that the account exists',
  },
};

/**
 * Written by any back-office request, refused or not: a session's `last_seen_at` (at most once
 * a minute), which is what makes an idle session end. Bookkeeping, not a change of the shop.
 */
const ANY_REQUEST_MAY_WRITE = ['staff_sessions'];

/** The tables a refusal with this error code changed that it may not change. */
export function unexpectedChanges(changed: string[], code: string | undefined): string[] {
  const allowed =
    code && Object.hasOwn(CHANGES_ON_REFUSAL, code) ? CHANGES_ON_REFUSAL[code] : undefined;
  return changed.filter(
    (table) => !allowed?.tables.includes(table) && !ANY_REQUEST_MAY_WRITE.includes(table),
  );
}

export interface ChangeLog {
  tables: string[];
  /** The tables written (insert, update, delete) since the last call. */
  changed(): Promise<string[]>;
}

/**
 * Which tables a request wrote, from a row trigger on every table of the app's schema (new ones,
 * such as the back office's, included) into a log table of the test database. Cheaper than
 * hashing every table after every request, and it also sees a write undone within the request.
 * A write rolled back with its transaction leaves no entry, as it leaves no change.
 */
export async function installChangeLog(db: Db): Promise<ChangeLog> {
  await db.execute(sql`create table fuzz_changes (id bigserial primary key, name text not null)`);
  await db.execute(sql`create function fuzz_note() returns trigger language plpgsql as $$
    begin insert into fuzz_changes (name) values (TG_TABLE_NAME); return null; end $$`);
  const found = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_changes'
        order by 1`,
  );
  const tables = found.map((t) => t.name);
  for (const name of tables) {
    await db.execute(
      sql`create trigger fuzz_note after insert or update or delete on ${sql.identifier(name)}
          for each row execute function fuzz_note()`,
    );
  }
  let seen = 0;
  return {
    tables,
    async changed() {
      const log = await rows<{ name: string; last: string }>(
        db,
        sql`select name, max(id)::text as last from fuzz_changes where id > ${seen} group by name`,
      );
      for (const entry of log) seen = Math.max(seen, Number(entry.last));
      return log.map((entry) => entry.name).sort();
    },
  };
}
