import type { Page } from "playwright-core";

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** One line of a text node, or one chip, as drawn on the page. */
interface Piece {
  label: string;
  /** Its element and that element's ancestors, as ids given for this measurement. */
  ownerId: number;
  ancestorIds: number[];
  /** The part left visible by the ancestors that clip it; null when nothing shows. */
  visible: Box | null;
  /** The clipping ancestor that hides part of it without an ellipsis and title, if any. */
  cutBy: string | null;
  /** Past the screen's edge, where no scroll container lets the reader reach it. */
  offScreen: boolean;
}

/** Overlaps smaller than this both ways are antialiasing and line-box slack, not collisions. */
const HAIR_PX = 3;

/**
 * Where text collides or is cut off inside `selector` (default: the page's main landmark), as
 * readable lines; empty when every text reads whole.
 *
 * It measures what is drawn, not element boxes: each text node's line boxes (a Range's client
 * rects, which run on past an element too narrow for its text) and each chip. It reports
 * - two of them, from different elements, overlapping by more than a hair;
 * - text hidden by an ancestor that clips it, unless the ancestor ends it in an ellipsis and
 *   offers the full text as its title, or scrolls; and text past the edge of the screen.
 */
export async function layoutProblems(
  page: Page,
  selector = "main",
): Promise<string[]> {
  const pieces = await page.evaluate(measurePieces, selector);
  const problems: string[] = [];
  for (const [i, a] of pieces.entries()) {
    if (a.cutBy !== null)
      problems.push(`${a.label} is cut off by its ${a.cutBy}`);
    if (a.offScreen) problems.push(`${a.label} runs off the screen`);
    for (const b of pieces.slice(i + 1))
      if (!related(a, b) && overlap(a.visible, b.visible))
        problems.push(`${a.label} overlaps ${b.label}`);
  }
  return [...new Set(problems)];
}

function related(a: Piece, b: Piece): boolean {
  return (
    a.ownerId === b.ownerId ||
    a.ancestorIds.includes(b.ownerId) ||
    b.ancestorIds.includes(a.ownerId)
  );
}

function overlap(a: Box | null, b: Box | null): boolean {
  if (a === null || b === null) return false;
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > HAIR_PX && height > HAIR_PX;
}

/** Runs in the page: every text line and chip under the root, with what hides or cuts it. */
function measurePieces(rootSelector: string): Piece[] {
  const root = document.querySelector(rootSelector);
  if (root === null) throw new Error(`no ${rootSelector} on the page`);
  const ids = new Map<Element, number>();
  const idOf = (el: Element) => {
    if (!ids.has(el)) ids.set(el, ids.size);
    return ids.get(el) ?? -1;
  };
  const ancestors = (el: Element) => {
    const list: Element[] = [];
    for (let up = el.parentElement; up !== null; up = up.parentElement)
      list.push(up);
    return list;
  };
  const scrolls = (v: string) => v === "auto" || v === "scroll";

  const piece = (owner: Element, label: string, rect: DOMRect): Piece => {
    let visible: Box | null = rect;
    let cutBy: string | null = null;
    let scrollable = false;
    for (const el of [owner, ...ancestors(owner)]) {
      const style = getComputedStyle(el);
      if (style.overflowX === "visible" && style.overflowY === "visible")
        continue;
      const clip = el.getBoundingClientRect();
      // What still shows after the clips below (an ellipsis ends it) must fit this one too.
      const inside =
        visible === null ||
        (visible.left >= clip.left - 1 &&
          visible.right <= clip.right + 1 &&
          visible.top >= clip.top - 1 &&
          visible.bottom <= clip.bottom + 1);
      const titled =
        style.textOverflow === "ellipsis" &&
        el.getAttribute("title") === el.textContent;
      visible =
        visible === null
          ? null
          : {
              left: Math.max(visible.left, clip.left),
              top: Math.max(visible.top, clip.top),
              right: Math.min(visible.right, clip.right),
              bottom: Math.min(visible.bottom, clip.bottom),
            };
      if (
        visible &&
        (visible.right <= visible.left || visible.bottom <= visible.top)
      )
        visible = null;
      // A scroll container (the wide table on a narrow screen) lets the reader reach the rest.
      if (scrolls(style.overflowX) || scrolls(style.overflowY)) {
        scrollable = true;
        break;
      }
      if (!inside && !titled) {
        cutBy = el.tagName.toLowerCase();
        break;
      }
    }
    const viewport = document.documentElement.clientWidth;
    return {
      label,
      ownerId: idOf(owner),
      ancestorIds: ancestors(owner).map(idOf),
      visible,
      cutBy,
      offScreen: !scrollable && (rect.right > viewport + 1 || rect.left < -1),
    };
  };

  const pieces: Piece[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const owner = node.parentElement;
    const text = node.textContent?.trim() ?? "";
    if (owner === null || text === "") continue;
    const style = getComputedStyle(owner);
    if (style.visibility === "hidden" || style.opacity === "0") continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects()))
      if (rect.width > 0 && rect.height > 0)
        pieces.push(piece(owner, `"${text.slice(0, 40)}"`, rect));
  }
  for (const chip of Array.from(root.querySelectorAll(".MuiChip-root")))
    pieces.push(
      piece(chip, `chip "${chip.textContent}"`, chip.getBoundingClientRect()),
    );
  return pieces;
}
