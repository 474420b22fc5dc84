import type { Page } from "playwright-core";

type Rgb = [number, number, number];

/** How the focused element shows its focus, read from the computed styles. */
export interface FocusIndicator {
  /** The focused element, as a person would name it: "button Edit Coffee". */
  element: string;
  /** `outline`, or `field border` for an outlined text field, which marks focus by its border. */
  kind: "outline" | "field border" | "none";
  widthPx: number;
  /** `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
  color: string;
  /**
   * The opaque colours the indicator is drawn over: one, or every stop of a gradient surface
   * (the dashboard's assistant card), translucent layers composited.
   */
  backgrounds: Rgb[];
}

/**
 * Reads the focus indicator of `document.activeElement`. A switch's or checkbox's focus lands on
 * its hidden input while its visible root carries `Mui-focusVisible`; an outlined text field's
 * focus marks the field's border, not the bare input inside it.
 */
export function focusIndicator(page: Page): Promise<FocusIndicator | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body)
      return null;
    const numbers = (text: string): number[] =>
      (text.match(/[\d.]+/g) ?? []).map((part) => Number(part));
    const px = (length: string): number => numbers(length)[0] ?? 0;
    const over = (top: number[], under: Rgb): Rgb => {
      const [r = 0, g = 0, b = 0, a = 1] = top;
      return [
        r * a + under[0] * (1 - a),
        g * a + under[1] * (1 - a),
        b * a + under[2] * (1 - a),
      ];
    };
    // Walks up from `start` to the first opaque colour or gradient, compositing what lies above.
    const backgroundsBehind = (start: Element | null): Rgb[] => {
      const layers: number[][] = [];
      let bottoms: Rgb[] = [[255, 255, 255]];
      for (let el = start; el !== null; el = el.parentElement) {
        const style = getComputedStyle(el);
        const colour = numbers(style.backgroundColor);
        const stops = style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
        if (stops.length > 0) {
          bottoms = stops.map((stop) => over(numbers(stop), [255, 255, 255]));
          break;
        }
        if ((colour[3] ?? 1) === 0) continue;
        layers.push(colour);
        if ((colour[3] ?? 1) === 1) break;
      }
      return bottoms.map((bottom) =>
        layers.reduceRight<Rgb>((under, layer) => over(layer, under), bottom),
      );
    };
    const label =
      active instanceof HTMLInputElement ? active.labels?.[0] : undefined;
    const name = (
      active.getAttribute("aria-label") ??
      label?.textContent ??
      active.textContent
    )
      .trim()
      .slice(0, 40);
    const element = `${active.getAttribute("role") ?? active.tagName.toLowerCase()} ${name}`;
    const hasOutline = (el: Element | null): el is Element =>
      el !== null &&
      getComputedStyle(el).outlineStyle !== "none" &&
      px(getComputedStyle(el).outlineWidth) > 0;
    // The element itself, the control root MUI marks, or a select's field (ringed as a whole).
    const ring = [
      active.closest(".Mui-focusVisible"),
      active,
      active.closest(".MuiInputBase-root"),
    ].find(hasOutline);
    if (ring !== undefined) {
      const style = getComputedStyle(ring);
      return {
        element,
        kind: "outline" as const,
        widthPx: px(style.outlineWidth),
        color: style.outlineColor,
        backgrounds: backgroundsBehind(ring.parentElement),
      };
    }
    const field = active.closest(".MuiOutlinedInput-root.Mui-focused");
    const border = field?.querySelector(".MuiOutlinedInput-notchedOutline");
    if (field && border) {
      const fieldset = getComputedStyle(border);
      return {
        element,
        kind: "field border" as const,
        widthPx: px(fieldset.borderTopWidth),
        color: fieldset.borderTopColor,
        backgrounds: backgroundsBehind(field),
      };
    }
    return {
      element,
      kind: "none" as const,
      widthPx: 0,
      color: "",
      backgrounds: [],
    };
  });
}

/** The lowest WCAG contrast ratio of the indicator against the colours it is drawn over. */
export function indicatorContrast(indicator: FocusIndicator): number {
  if (indicator.kind === "none") return 0;
  return Math.min(
    ...indicator.backgrounds.map((bg) => contrastRatio(indicator.color, bg)),
  );
}

/** WCAG contrast ratio of a CSS `rgb()`/`rgba()` colour over an opaque background. */
export function contrastRatio(color: string, background: Rgb): number {
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(
    (part) => Number(part),
  );
  const over = [r, g, b].map((c, i) => c * a + background[i]! * (1 - a));
  const lighter = Math.max(luminance(over), luminance(background));
  const darker = Math.min(luminance(over), luminance(background));
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
