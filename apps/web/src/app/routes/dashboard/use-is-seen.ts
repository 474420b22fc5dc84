import { useEffect, useState } from "react";

/**
 * Whether an element has come near the screen, and the ref that tells: true once it is within
 * 200 px of the viewport and the browser has had an idle moment after that, so what it loads
 * starts after the page's first screen is drawn. Where the browser cannot tell (no
 * IntersectionObserver, as in jsdom), at once.
 */
export function useIsSeen(): {
  /** Give it the element to watch (as its `ref`). */
  watch: (node: HTMLElement | null) => void;
  isSeen: boolean;
} {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [isSeen, setSeen] = useState(false);
  const canObserve = typeof IntersectionObserver !== "undefined";
  useEffect(() => {
    if (node === null || isSeen || !canObserve) return undefined;
    let idle: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        idle = whenIdle(() => {
          setSeen(true);
        });
      },
      { rootMargin: "200px" },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      if (idle !== undefined) cancelIdle(idle);
    };
  }, [node, isSeen, canObserve]);
  return { watch: setNode, isSeen: isSeen || !canObserve };
}

function whenIdle(run: () => void): number {
  return typeof requestIdleCallback === "function"
    ? requestIdleCallback(run, { timeout: 1_000 })
    : window.setTimeout(run, 50);
}

function cancelIdle(handle: number): void {
  if (typeof cancelIdleCallback === "function") cancelIdleCallback(handle);
  else window.clearTimeout(handle);
}
