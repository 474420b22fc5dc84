/**
 * Bytes → text, and which encoding that took. Order of evidence: an explicit encoding from the
 * caller; a byte-order mark; UTF-16 zero-byte patterns; valid UTF-8 with multi-byte characters
 * (trusted over a declaration that says otherwise: banks label UTF-8 files "8859-1"); an OFX
 * header's CHARSET/ENCODING or an XML prolog's encoding; detection among legacy encodings.
 */
import { isAscii, isUtf8 } from "node:buffer";
import iconv from "iconv-lite";
import { detectLegacyEncoding } from "./encoding-detect";
import { optionError } from "./statement-parts";

export interface Decoded {
  text: string;
  encoding: string;
}

// Names the caller or a file may use, to the name we report (and iconv-lite decodes).
const ALIASES: Readonly<Record<string, string>> = {
  utf8: "utf-8",
  utf16le: "utf-16le",
  utf16be: "utf-16be",
  "1252": "windows-1252",
  cp1252: "windows-1252",
  windows1252: "windows-1252",
  "88591": "iso-8859-1",
  iso88591: "iso-8859-1",
  latin1: "iso-8859-1",
  usascii: "utf-8",
  ascii: "utf-8",
  eucjp: "euc-jp",
  shiftjis: "shift_jis",
  sjis: "shift_jis",
  gb18030: "gb18030",
  gbk: "gbk",
  gb2312: "gbk",
  big5: "big5",
  euckr: "euc-kr",
};

/** Lower-case name without punctuation, then the alias table; unknown names pass through. */
function canonical(name: string): string {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  return ALIASES[key] ?? name.trim().toLowerCase();
}

/** Decodes a statement file. An unknown explicit encoding is a 422 naming the option. */
export function decodeStatement(bytes: Uint8Array, explicit?: string): Decoded {
  if (
    explicit !== undefined &&
    explicit.trim() !== "" &&
    canonical(explicit) !== "auto"
  ) {
    return decodeAs(
      bytes,
      latin1Label(explicitEncoding(bytes, explicit), bytes),
    );
  }
  const fromBytes = byteOrderMark(bytes) ?? utf16WithoutBom(bytes);
  if (fromBytes) return decodeAs(bytes, fromBytes);
  const buffer = asBuffer(bytes);
  const declared = declaredEncoding(bytes);
  if (isAscii(buffer)) {
    // Plain ASCII reads the same in every ASCII-based encoding: the declared name is reported.
    const named = declared && isAsciiCompatible(declared) ? declared : "utf-8";
    return { text: buffer.toString("latin1"), encoding: named };
  }
  // Valid UTF-8 with multi-byte characters is UTF-8, whatever a header declares.
  if (isUtf8(buffer))
    return { text: buffer.toString("utf8"), encoding: "utf-8" };
  if (declared && declared !== "utf-8" && iconv.encodingExists(declared)) {
    return decodeAs(bytes, latin1Label(declared, bytes));
  }
  // UTF-8 with a damaged byte or two is still UTF-8: what was damaged reads as U+FFFD.
  if (isMostlyUtf8(bytes)) return decodeAs(bytes, "utf-8");
  return decodeAs(bytes, detectLegacyEncoding(bytes));
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function explicitEncoding(bytes: Uint8Array, name: string): string {
  const encoding = canonical(name);
  if (!iconv.encodingExists(encoding)) {
    throw optionError(
      "encoding",
      `The encoding '${name.trim()}' is not one we can read`,
      "unknown_encoding",
    );
  }
  // "utf-16" without an order: the byte-order mark or the zero bytes say which.
  if (encoding === "utf16" || encoding === "utf-16") {
    return byteOrderMark(bytes) ?? utf16WithoutBom(bytes) ?? "utf-16le";
  }
  return encoding;
}

function decodeAs(bytes: Uint8Array, encoding: string): Decoded {
  // iconv-lite strips a byte-order mark of the encoding it decodes.
  const text = iconv.decode(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    encoding,
  );
  return { text, encoding };
}

function byteOrderMark(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return null;
}

/**
 * UTF-16 without a mark: text that is mostly ASCII has a zero in every other byte — the odd
 * ones for little-endian, the even ones for big-endian.
 */
function utf16WithoutBom(bytes: Uint8Array): string | null {
  const length = Math.min(bytes.length, 4096) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = length / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf-16be";
  return null;
}

function isAsciiCompatible(encoding: string): boolean {
  return !encoding.startsWith("utf-16") && !encoding.startsWith("utf16");
}

/**
 * The charset a file declares in its first kilobyte: an OFX 1.x header (`CHARSET:1252`,
 * `ENCODING:UTF-8`) or an XML prolog (`encoding="ISO-8859-1"`). OFX's CHARSET:NONE and
 * ENCODING:USASCII name no charset.
 */
function declaredEncoding(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  const prolog = /<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(head);
  if (prolog?.[1]) return canonical(prolog[1]);
  const charset = /^\s*CHARSET:\s*([^\s<]+)/im.exec(head)?.[1];
  if (charset && !/^none$/i.test(charset)) return canonical(charset);
  const encoding = /^\s*ENCODING:\s*([^\s<]+)/im.exec(head)?.[1];
  if (encoding && /^utf-?8$/i.test(encoding)) return "utf-8";
  return null;
}

/**
 * Whether bytes that are not valid UTF-8 are UTF-8 all the same, with a few bytes damaged: more
 * well-formed multi-byte characters than stray bytes. Text in a single-byte encoding (é as
 * 0xE9 followed by a letter) forms no multi-byte character, or hardly any.
 */
function isMostlyUtf8(bytes: Uint8Array): boolean {
  let characters = 0;
  let stray = 0;
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i] ?? 0;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const length =
      lead >= 0xc2 && lead <= 0xdf
        ? 2
        : lead >= 0xe0 && lead <= 0xef
          ? 3
          : lead >= 0xf0 && lead <= 0xf4
            ? 4
            : 0;
    let valid = length > 0 && i + length <= bytes.length;
    for (let k = 1; valid && k < length; k++)
      valid = ((bytes[i + k] ?? 0) & 0xc0) === 0x80;
    if (valid) {
      characters++;
      i += length;
    } else {
      stray++;
      i++;
    }
  }
  return characters > 0 && stray < characters;
}

/** Files labelled Latin-1 that use bytes 0x80–0x9F are windows-1252 (as browsers read them). */
function latin1Label(declared: string, bytes: Uint8Array): string {
  if (declared !== "iso-8859-1") return declared;
  for (const byte of bytes)
    if (byte >= 0x80 && byte <= 0x9f) return "windows-1252";
  return declared;
}
