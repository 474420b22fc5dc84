import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

/** The list of files the last published build made, kept in the target folder. */
const MANIFEST = ".build-files.json";
/**
 * A file no build of the last two lists is removed only once it is this old: a build running at
 * the same moment from other sources may have just moved it in, ahead of its entry.
 */
const GRACE_MS = 60_000;
/** A staging folder this old was left by a build that was killed. */
const ABANDONED_MS = 60 * 60_000;

/**
 * A fresh folder to build into, beside `target` in the same parent (so the same file system,
 * where a rename is atomic, and at the same depth, so relative paths in source maps still hold
 * once the files are moved up). Leftovers of killed builds are removed on the way.
 */
export function stagingFolder(target: string): string {
  const parent = path.dirname(target);
  const prefix = `.${path.basename(target)}.staging-`;
  mkdirSync(parent, { recursive: true });
  for (const name of readdirSync(parent))
    if (
      name.startsWith(prefix) &&
      ageMs(path.join(parent, name)) > ABANDONED_MS
    )
      rmSync(path.join(parent, name), { recursive: true, force: true });
  return path.join(
    parent,
    `${prefix}${String(process.pid)}-${randomBytes(4).toString("hex")}`,
  );
}

/**
 * Moves a finished build from `staging` into `target` so that whoever reads `target` meanwhile —
 * a server starting from it, another `npm start` checking or building it — never finds it
 * missing or half-written. The build's files (content-hashed chunks and assets) are renamed in
 * first and the `entries` (the file a reader opens first: a server bundle, `index.html`) last, each
 * rename atomic: an entry is always a whole file whose chunks are all in place. Files of earlier
 * builds stay while the previous build still lists them (a reader may have opened its entry just
 * before), then go.
 */
export function publishBuild(
  staging: string,
  target: string,
  entries: readonly string[],
): void {
  try {
    const files = listFiles(staging);
    const missing = entries.filter((entry) => !files.includes(entry));
    if (missing.length > 0)
      throw new Error(`The build made no ${missing.join(", ")}`);
    const previous = readManifest(target);
    const last = new Set(entries);
    for (const file of [...files.filter((f) => !last.has(f)), ...entries]) {
      mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
      renameSync(path.join(staging, file), path.join(target, file));
    }
    writeManifest(target, files);
    prune(target, new Set([...files, ...previous]));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Every file under `root`, as paths relative to it with `/` separators; dot-names skipped. */
export function listFiles(root: string, under = ""): string[] {
  const folder = path.join(root, under);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const relative = under ? `${under}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, relative) : [relative];
  });
}

function readManifest(target: string): string[] {
  try {
    const parsed: unknown = JSON.parse(
      readFileSync(path.join(target, MANIFEST), "utf8"),
    );
    return Array.isArray(parsed)
      ? parsed.filter((f): f is string => typeof f === "string")
      : [];
  } catch {
    return [];
  }
}

function writeManifest(target: string, files: string[]): void {
  const temporary = path.join(
    target,
    `${MANIFEST}.${String(process.pid)}-${randomBytes(4).toString("hex")}`,
  );
  writeFileSync(temporary, JSON.stringify(files));
  renameSync(temporary, path.join(target, MANIFEST));
}

function prune(target: string, keep: Set<string>): void {
  for (const file of listFiles(target)) {
    const full = path.join(target, file);
    if (keep.has(file) || ageMs(full) < GRACE_MS) continue;
    try {
      unlinkSync(full);
    } catch {
      // Another build pruned it first.
    }
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
