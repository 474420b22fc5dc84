import { useEffect, useState } from "react";
import type { CsvColumns, CsvOptions } from "../api/import-preview";

/** A column the person can give a role: its header name, or its position when it has none. */
export interface ColumnChoice {
  /** The select's value: see `columnKey`. */
  key: string;
  ref: string | number;
  label: string;
}

/** A column reference as a select value: names and positions never collide ('=Date', '#0'). */
export function columnKey(ref: string | number): string {
  return typeof ref === "number" ? `#${String(ref)}` : `=${ref}`;
}

/**
 * Every column of a CSV file as a choice. The preview names only the columns it gave a role, so
 * the file's first line (its header, or a first row to show beside 'Column 1…n') is read here
 * too, for the columns the detection left out. Until it is read, or if it cannot be, the
 * preview's own columns are the choices.
 */
export function useColumnChoices(
  file: File,
  options: CsvOptions,
  encoding: string,
): ColumnChoice[] {
  const { skipLines, delimiter, hasHeader } = options;
  const [firstLine, setFirstLine] = useState<string[]>([]);
  useEffect(() => {
    let isCurrent = true;
    readLine(file, skipLines, encoding).then(
      (line) => {
        if (isCurrent) setFirstLine(splitCsvLine(line, delimiter));
      },
      // Without the line the preview's own columns are still offered.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [file, skipLines, delimiter, encoding]);
  const choices = firstLine.map((cell, index) =>
    hasHeader && cell !== "" && firstLine.indexOf(cell) === index
      ? choice(cell)
      : choice(index, hasHeader ? "" : cell),
  );
  return [...choices, ...missingFrom(choices, options.columns)];
}

function choice(ref: string | number, sample = ""): ColumnChoice {
  const label = typeof ref === "string" ? ref : `Column ${String(ref + 1)}`;
  const shown = sample.length > 24 ? `${sample.slice(0, 24)}…` : sample;
  return {
    key: columnKey(ref),
    ref,
    label: shown === "" ? label : `${label} (${shown})`,
  };
}

function missingFrom(
  choices: readonly ColumnChoice[],
  columns: CsvColumns,
): ColumnChoice[] {
  const keys = new Set(choices.map((c) => c.key));
  const missing = new Map<string, ColumnChoice>();
  for (const ref of Object.values(columns)) {
    if (ref === undefined || keys.has(columnKey(ref))) continue;
    missing.set(columnKey(ref), choice(ref));
  }
  return [...missing.values()];
}

/** The line after `skipLines` lines, from the file's first 64 KiB. */
async function readLine(
  file: File,
  skipLines: number,
  encoding: string,
): Promise<string> {
  const head = await file.slice(0, 64 * 1024).arrayBuffer();
  let text: string;
  try {
    text = new TextDecoder(encoding).decode(head);
  } catch {
    // An encoding name the browser does not know: UTF-8 reads most headers right anyway.
    text = new TextDecoder().decode(head);
  }
  return text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/)[skipLines] ?? "";
}

/** One CSV line's cells, with RFC 4180 quotes ('"a;b";c' → ['a;b', 'c']). */
function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let isQuoted = false;
  for (let at = 0; at < line.length; at++) {
    const char = line.charAt(at);
    if (isQuoted && char === '"' && line.charAt(at + 1) === '"') {
      cell += '"';
      at++;
    } else if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && delimiter !== "" && line.startsWith(delimiter, at)) {
      cells.push(cell.trim());
      cell = "";
      at += delimiter.length - 1;
    } else cell += char;
  }
  return line === "" ? [] : [...cells, cell.trim()];
}
