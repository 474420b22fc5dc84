/** The current instant, injectable so tests control time. Domain code takes `today` as an argument. */
export interface Clock {
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** How far back a reading may step and still be taken as a tie to break rather than a new time. */
const TIE_WINDOW_MS = 60_000;

/**
 * A clock whose readings are strictly increasing: two writes in the same millisecond (or a reading
 * a moment behind the last one) get successive milliseconds, so the order they were recorded in is
 * the order of their instants. The ledger's writes share one (ADR 0053): a balance stated on an
 * account and a row recorded right after it must never read as recorded at the same moment
 * (ADR 0032's same-day rule). A step back of a minute or more — a test setting its clock back — is
 * taken as the time it says.
 */
export function strictlyIncreasing(clock: Clock): Clock {
  let last = Number.NEGATIVE_INFINITY;
  return {
    now() {
      const reading = clock.now().getTime();
      last =
        reading > last || last - reading >= TIE_WINDOW_MS ? reading : last + 1;
      return new Date(last);
    },
  };
}
