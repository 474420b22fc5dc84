/**
 * Which format a decoded file is in, from its content first (banks name files carelessly) and
 * its extension second. Binary files, empty files and text that is no statement are refused.
 */
import { fileError } from "./statement-parts";
import type { StatementFormat } from "./types";

/** The extension in lower case: "big.data.QiF" → "qif". */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot <= 0 ? "" : base.slice(dot + 1).toLowerCase();
}

/** The format of the text; a 422 when it is empty, binary or no statement we know. */
export function detectFormat(text: string, fileName: string): StatementFormat {
  const head = text.slice(0, 8192);
  if (head.trim() === "") throw fileError("The file is empty", "empty_file");
  if (looksBinary(head)) {
    throw fileError(
      "The file is not a bank statement (it is not text)",
      "not_a_statement",
    );
  }
  const extension = extensionOf(fileName);
  const start = head.trimStart();
  if (
    /^OFXHEADER\s*:/im.test(head) ||
    /<\?OFX\b/i.test(head) ||
    /<OFX>/i.test(head)
  ) {
    return extension === "qfx" ? "qfx" : "ofx";
  }
  if (/^<\?xml|^<Document\b/i.test(start) || /<BkToCstmr/.test(head)) {
    if (/<(\w+:)?BkToCstmr|camt\.05[234]/.test(head)) return "camt053";
    throw fileError(
      "The XML file is not a bank statement we can read (CAMT.052/053 or OFX)",
      "not_a_statement",
    );
  }
  if (
    /^!(Type|Account|Option|Clear)\b/i.test(start) ||
    (extension === "qif" && /^\^\s*$/m.test(head))
  ) {
    return "qif";
  }
  if (
    /^(\{[1-4]:|:20:)/.test(start) ||
    (/^:20:/m.test(head) && /^:(25|60F|61):/m.test(head))
  ) {
    return "mt940";
  }
  return "csv";
}

/** NUL bytes or many control characters: an image, a PDF, an archive. */
function looksBinary(head: string): boolean {
  let control = 0;
  for (let i = 0; i < head.length; i++) {
    const code = head.charCodeAt(i);
    if (code === 0) return true;
    if (
      (code < 0x20 &&
        code !== 0x09 &&
        code !== 0x0a &&
        code !== 0x0d &&
        code !== 0x0c) ||
      code === 0xfffd
    )
      control++;
  }
  return control > head.length * 0.02;
}
