/** The current instant, injectable so tests control time. Domain code takes `today` as an argument. */
export interface Clock {
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };
