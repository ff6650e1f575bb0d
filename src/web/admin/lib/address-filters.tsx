import type { FormEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Parser } from '#web/lib/http-client';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Select } from '#web/components/ui/select';
import { adminApi } from './api';

/**
 * A list whose filters live in the page's address (shareable, the back button works), as the
 * orders and returns lists keep theirs: the form that puts them there, a select of one filter,
 * and the list's query. One list of names serves all three, so the form, its "reset" and the
 * request cannot drift apart. The audit log takes the form only (its API wants every page
 * number). Every list paged by the address (these, the requests, the review queue) reads its
 * page with `addressPage`. It sits in lib because the query calls the admin client.
 */

/**
 * The page of a list the address asks for (its `page`, which the Pager writes); the first when
 * it is missing or not a number past 1. Every list paged by the address reads it here.
 */
export function addressPage(params: URLSearchParams): number {
  return Math.max(1, Number(params.get('page')) || 1);
}

/** The list's API address: the address's non-empty filters (trimmed) and its page past the first. */
export function listApiUrl(
  path: string,
  filters: readonly string[],
  params: URLSearchParams,
): string {
  const query = new URLSearchParams();
  for (const name of filters) {
    const value = params.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const page = addressPage(params);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${path}${text ? `?${text}` : ''}`;
}

export interface AddressList<Response> {
  /** The list's API path, without a query. */
  path: string;
  /** The address's parameters the API reads (besides `page`). */
  filters: readonly string[];
  /** The feature's key for one API address of its list. */
  key: (url: string) => QueryKey;
  /** The contract's schema of the list's answer. */
  schema: Parser<Response>;
}

/** The page of the list the address asks for; the previous page stays on screen while it loads. */
export function addressListQuery<Response>(list: AddressList<Response>, params: URLSearchParams) {
  const url = listApiUrl(list.path, list.filters, params);
  return queryOptions({
    queryKey: list.key(url),
    queryFn: ({ signal }) => adminApi.get(url, { signal, quiet: true, schema: list.schema }),
    placeholderData: keepPreviousData,
  });
}

interface FilterFormProps {
  /** The feature's words: the form's accessible name (a `search` landmark) and its two buttons. */
  texts: { label: string; apply: string; reset: string };
  /** The names the list reads: "reset" is offered while any of them is in the address. */
  filters: readonly string[];
  applyTestId?: string;
  /** The grid's columns at the wider sizes, one per field and one for the buttons. */
  columns: string;
  children: ReactNode;
}

/**
 * Submitting puts the non-empty fields in the address, without `page`: a new filter starts at
 * page 1. The fields are uncontrolled, each reading its default from the address.
 */
export function FilterForm(props: FilterFormProps) {
  const [params, setParams] = useSearchParams();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim()) next.set(name, value.trim());
    }
    setParams(next);
  };
  // Keyed by the address, so the back button shows the filters it brings back.
  return (
    <form
      key={params.toString()}
      role="search"
      aria-label={props.texts.label}
      onSubmit={apply}
      className={`grid items-end gap-4 rounded-lg border border-line bg-white p-4 shadow-card sm:grid-cols-2 ${props.columns}`}
    >
      {props.children}
      <div className="flex gap-2">
        <Button type="submit" size="sm" data-testid={props.applyTestId}>
          {props.texts.apply}
        </Button>
        {props.filters.some((f) => params.has(f)) && (
          <Button variant="ghost" size="sm" onClick={() => setParams(new URLSearchParams())}>
            {props.texts.reset}
          </Button>
        )}
      </div>
    </form>
  );
}

interface FilterSelectProps<Value extends string> {
  label: string;
  /** The address's parameter, and the field's name. */
  name: string;
  /** The empty choice: the filter is off. */
  anyLabel: string;
  values: readonly Value[];
  labelOf: (value: Value) => string;
  testId: string;
}

/** One filter as a select: "any" first, then each value the contract lists. */
export function FilterSelect<Value extends string>(props: FilterSelectProps<Value>) {
  const [params] = useSearchParams();
  return (
    <Field label={props.label}>
      <Select
        name={props.name}
        size="sm"
        defaultValue={params.get(props.name) ?? ''}
        data-testid={props.testId}
      >
        <option value="">{props.anyLabel}</option>
        {props.values.map((value) => (
          <option key={value} value={value}>
            {props.labelOf(value)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
