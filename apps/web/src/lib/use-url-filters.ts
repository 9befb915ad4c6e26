import { type FormEvent, useState } from 'react';
import { useSearchParamsInPlace } from './use-search-params-in-place';

type Filters<Name extends string> = Record<Name, string>;

const filtersOf = <Name extends string>(names: readonly Name[], params: URLSearchParams) =>
  Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Filters<Name>;

/**
 * A list's filters kept in the URL, so a reload or a shared link shows the same list: `applied` is
 * what the URL says, `form` what the person is choosing until they apply it. Applying or clearing
 * drops every other parameter (the page goes back to 1) but those named in `keep`.
 */
export function useUrlFilters<Name extends string>(names: readonly Name[], { keep = [] }: { keep?: readonly string[] } = {}) {
  const [params, setParams] = useSearchParamsInPlace();
  const applied = filtersOf(names, params);
  const [form, setForm] = useState(applied);

  const navigate = (filters: Partial<Filters<Name>>) => {
    const next = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
    for (const name of keep) {
      const value = params.get(name);
      if (value !== null) next.set(name, value);
    }
    setParams(next);
  };

  return {
    params,
    applied,
    form,
    setField: (name: Name, value: string) => setForm((current) => ({ ...current, [name]: value })),
    apply: (event: FormEvent) => {
      event.preventDefault();
      navigate(form);
    },
    clear: () => {
      setForm(filtersOf(names, new URLSearchParams()));
      navigate({});
    },
  };
}
