import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/** Search-param changes: a value sets the param, `undefined` or '' removes it. */
export type SearchParamChanges = Record<string, string | undefined>;

/**
 * The URL's search params, and a function that changes some of them and keeps the rest. Each
 * change builds on the last URL asked for, not on the one the current render saw: a router
 * navigation takes a moment, and two changes in that moment (a search settling as a filter is
 * picked) must both land. A navigation from elsewhere (Back, a link) wins over pending ones.
 */
export function useMergedSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  const requested = useRef<string[]>([]);

  useEffect(() => {
    const index = requested.current.indexOf(searchParams.toString());
    requested.current = index === -1 ? [] : requested.current.slice(index + 1);
    if (requested.current.length === 0) latest.current = searchParams;
  }, [searchParams]);

  const merge = useCallback(
    (changes: SearchParamChanges) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === "") next.delete(name);
        else next.set(name, value);
      }
      latest.current = next;
      requested.current.push(next.toString());
      // Replace, not push: Back leaves the screen instead of undoing every keystroke of a search.
      setSearchParams(next, { replace: true });
    },
    [setSearchParams],
  );

  return [searchParams, merge] as const;
}
