import { useCallback } from 'react';
import { type SetURLSearchParams, useSearchParams } from 'react-router';

/**
 * useSearchParams for a change that stays on the same page (a filter, a list's page, a cleaned link):
 * the page keeps its scroll instead of going back to its top, as it does for a new page
 * (app/page-change.tsx).
 */
export function useSearchParamsInPlace(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const setInPlace = useCallback<SetURLSearchParams>(
    (next, options) => setParams(next, { preventScrollReset: true, ...options }),
    [setParams],
  );
  return [params, setInPlace];
}
