/**
 * Which legacy encoding a byte string that is not UTF-8 is written in. jschardet ranks the
 * candidates; each candidate must also decode the bytes into plausible text (no invalid
 * sequences; accented letters between plain ones for Western text, CJK characters for the Asian
 * encodings), because a detector's guess on a few short rows is often a near miss.
 */
import iconv from "iconv-lite";
import { detectAll } from "jschardet";

/** The encodings detection chooses from (explicit names and declarations may name others). */
const LEGACY = [
  "windows-1252",
  "gb18030",
  "shift_jis",
  "euc-jp",
  "big5",
  "euc-kr",
] as const;
type Legacy = (typeof LEGACY)[number];

// jschardet's names (and their aliases), lower case without punctuation, for the candidates.
const DETECTOR_NAMES: Readonly<Record<string, Legacy>> = {
  windows1252: "windows-1252",
  iso88591: "windows-1252",
  iso885915: "windows-1252",
  gb18030: "gb18030",
  gb2312: "gb18030",
  gbk: "gb18030",
  shiftjis: "shift_jis",
  cp932: "shift_jis",
  eucjp: "euc-jp",
  big5: "big5",
  euckr: "euc-kr",
  cp949: "euc-kr",
};
// Western single-byte exports are the most common kind: it wins when candidates read alike.
const WESTERN_BONUS = 0.5;

const SAMPLE_BYTES = 64 * 1024;

/** The best legacy encoding for bytes that are not valid UTF-8. */
export function detectLegacyEncoding(bytes: Uint8Array): Legacy {
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  const confidence = detectorConfidence(sample);
  let best: Legacy = "windows-1252";
  let bestScore = -1;
  for (const candidate of LEGACY) {
    const plausibility = plausibleShare(
      iconv.decode(Buffer.from(sample), candidate),
      candidate,
    );
    // Plausibility decides; the detector only orders candidates that read equally well.
    const bonus = candidate === "windows-1252" ? WESTERN_BONUS : 0;
    const score = plausibility * 10 + bonus + (confidence.get(candidate) ?? 0);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function detectorConfidence(sample: Uint8Array): Map<Legacy, number> {
  const result = new Map<Legacy, number>();
  for (const guess of detectAll(sample, { minimumThreshold: 0 })) {
    const name =
      DETECTOR_NAMES[
        (guess.encoding ?? "").toLowerCase().replace(/[^a-z0-9]/g, "")
      ];
    if (name && !result.has(name))
      result.set(name, Math.min(guess.confidence, 1));
  }
  return result;
}

/**
 * Share (0–1) of the non-ASCII characters that look like real text in that encoding. A cut
 * multi-byte character at the end of the sample is forgiven; any other invalid byte scores 0.
 */
function plausibleShare(text: string, encoding: Legacy): number {
  const body = text.replace(/\uFFFD$/, "");
  if (body.includes("\uFFFD")) return 0;
  let total = 0;
  let plausible = 0;
  const western = encoding === "windows-1252";
  for (const run of body.matchAll(/[^\p{ASCII}]+/gu)) {
    const chars = Array.from(run[0]);
    total += chars.length;
    if (western) {
      // "Café", "Größe", "ações": one or two accented letters among plain ones. Mis-decoded
      // CJK bytes give long runs of symbols and letters instead.
      if (chars.length <= 2)
        plausible += chars.filter((c) => WESTERN.test(c)).length;
    } else if (
      chars.length > 1 ||
      !insideLatinWord(body, run.index, chars.length)
    ) {
      // An accented letter read as a CJK lead byte swallows the next ASCII letter and leaves
      // one lone CJK character inside a Latin word ("M<han>ler"); real CJK text does not.
      plausible += chars.filter((c) => CJK.test(c)).length;
    }
  }
  return total === 0 ? 1 : plausible / total;
}

function insideLatinWord(text: string, index: number, length: number): boolean {
  return (
    /[A-Za-z]/.test(text[index - 1] ?? "") &&
    /[A-Za-z]/.test(text[index + length] ?? "")
  );
}

const WESTERN = /[\p{L}€£°§’‘“”–—…·]/u;
// Han, kana, hangul, CJK punctuation and full-width forms.
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF00-\uFFEF\u30FC]/u;
