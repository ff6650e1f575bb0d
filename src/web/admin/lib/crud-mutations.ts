import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Parser } from '#web/lib/http-client';
import { adminApi } from './api';

export interface CrudPaths<Item> {
  /** Refreshed after every write, whether it worked or not (the lists may have moved). */
  invalidate: QueryKey;
  /** Where a new item is posted. */
  list: string;
  /** Where one item is patched and deleted. */
  item: (id: number) => string;
  /** The contract's schema of one item: the answer of a create and of an update. */
  schema: Parser<Item>;
  /** Runs with the saved item after a create or update (to keep a cached copy). */
  onSaved?: (item: Item) => unknown;
}

export interface CrudMutations<Item, Create, Patch> {
  create: (body: Create) => Promise<Item>;
  update: (id: number, body: Patch) => Promise<Item>;
  remove: (id: number) => Promise<void>;
}

/**
 * Create, update and remove of one back-office noun, as its `<noun>-queries.ts` offers them:
 * quiet calls (the form or dialog shows the failure), each answer checked against the schema.
 */
export function useCrudMutations<Item, Create, Patch>(
  paths: CrudPaths<Item>,
): CrudMutations<Item, Create, Patch> {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: paths.invalidate });
  const onSuccess = paths.onSaved;
  const create = useMutation({
    mutationFn: (body: Create) =>
      adminApi.post(paths.list, body, { quiet: true, schema: paths.schema }),
    onSuccess,
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Patch }) =>
      adminApi.patch(paths.item(id), body, { quiet: true, schema: paths.schema }),
    onSuccess,
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminApi.delete<void>(paths.item(id), { quiet: true }),
    onSettled,
  });
  return {
    create: create.mutateAsync,
    update: (id, body) => update.mutateAsync({ id, body }),
    remove: remove.mutateAsync,
  };
}
