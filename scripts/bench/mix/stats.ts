/** What a mix run measured: latencies per route group (all users and the heavy user), counts. */
import { percentile } from "../http-load";

interface Samples {
  all: number[];
  heavy: number[];
  /** Answers that were not 2xx, by status (0: the connection failed). */
  failed: Map<number, number>;
}

/** One route group's figures. */
export interface GroupFigures {
  group: string;
  count: number;
  p50: number;
  p99: number;
  /** The heavy user's alone; undefined when it made no such request. */
  heavyP50: number | undefined;
  heavyP99: number | undefined;
  heavyCount: number;
  failed: string;
}

/** Collects samples while a run is on; `figures` sums them up. */
export function createStats() {
  const groups = new Map<string, Samples>();
  const skipped = new Map<string, number>();
  let requests = 0;
  let sessions = 0;
  return {
    record(group: string, ms: number, status: number, heavy: boolean) {
      requests += 1;
      let samples = groups.get(group);
      if (samples === undefined) {
        samples = { all: [], heavy: [], failed: new Map() };
        groups.set(group, samples);
      }
      if (status < 200 || status > 299) {
        samples.failed.set(status, (samples.failed.get(status) ?? 0) + 1);
        return;
      }
      samples.all.push(ms);
      if (heavy) samples.heavy.push(ms);
    },
    /** A step the session did not send, and why. */
    skip(reason: string) {
      skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
    },
    /** A session ended: 1 when it ran to its end, the share of its steps run when cut off. */
    sessionRun(share: number) {
      sessions += share;
    },
    figures() {
      return {
        requests,
        sessions: Math.round(sessions * 10) / 10,
        skipped: [...skipped].map(([reason, n]) => ({ reason, n })),
        groups: [...groups].map(([group, s]) => groupFigures(group, s)),
      };
    },
  };
}

/** A run's stats. */
export type Stats = ReturnType<typeof createStats>;
/** What `figures` returns. */
export type MixFigures = ReturnType<Stats["figures"]>;

function groupFigures(group: string, samples: Samples): GroupFigures {
  const all = [...samples.all].sort((a, b) => a - b);
  const heavy = [...samples.heavy].sort((a, b) => a - b);
  const failed = [...samples.failed]
    .map(
      ([status, n]) =>
        `${String(n)}× ${status === 0 ? "no answer" : String(status)}`,
    )
    .join(", ");
  return {
    group,
    count: all.length + [...samples.failed.values()].reduce((a, b) => a + b, 0),
    p50: tenth(percentile(all, 50)),
    p99: tenth(percentile(all, 99)),
    heavyP50: heavy.length === 0 ? undefined : tenth(percentile(heavy, 50)),
    heavyP99: heavy.length === 0 ? undefined : tenth(percentile(heavy, 99)),
    heavyCount: heavy.length,
    failed,
  };
}

function tenth(ms: number): number {
  return Math.round(ms * 10) / 10;
}
