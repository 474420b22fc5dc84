import { describe, expect, it } from "vitest";
import { strictlyIncreasing } from "./clock";

describe("strictlyIncreasing", () => {
  it("gives readings in the same millisecond successive milliseconds", () => {
    const clock = strictlyIncreasing({
      now: () => new Date("2026-11-23T15:00:00.000Z"),
    });
    expect(
      [clock.now(), clock.now(), clock.now()].map((d) => d.toISOString()),
    ).toEqual([
      "2026-11-23T15:00:00.000Z",
      "2026-11-23T15:00:00.001Z",
      "2026-11-23T15:00:00.002Z",
    ]);
  });

  it("follows the clock once it moves past the readings given", () => {
    let now = new Date("2026-11-23T15:00:00.000Z");
    const clock = strictlyIncreasing({ now: () => now });
    clock.now();
    clock.now();
    now = new Date("2026-11-23T15:00:01.000Z");
    expect(clock.now().toISOString()).toBe("2026-11-23T15:00:01.000Z");
  });

  it("takes a step back of a minute or more as the time the clock says", () => {
    let now = new Date("2026-11-23T15:00:00.000Z");
    const clock = strictlyIncreasing({ now: () => now });
    clock.now();
    now = new Date("2026-11-22T09:00:00.000Z");
    expect(clock.now().toISOString()).toBe("2026-11-22T09:00:00.000Z");
  });
});
