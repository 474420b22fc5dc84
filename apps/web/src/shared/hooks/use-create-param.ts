import { useEffect, useEffectEvent } from "react";
import { useSearchParams } from "react-router";
import { CREATE_PARAM } from "../paths";

/**
 * Opens the create dialog once when the page is visited as `?create=1` (the dashboard's Add
 * Account, Set Budget and New Goal), then drops the parameter so a reload or Back does not open
 * it again.
 */
export function useCreateParam(openCreate: () => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(CREATE_PARAM.name) === CREATE_PARAM.value;
  const onRequested = useEffectEvent(openCreate);
  useEffect(() => {
    if (!requested) return;
    onRequested();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CREATE_PARAM.name);
        return next;
      },
      { replace: true },
    );
  }, [requested, setSearchParams]);
}
