/**
 * Demos that cannot be rendered on the server (they read `window` while rendering, or open a portal
 * as they mount) are marked once, in their folder: `demos/client-only.json` beside them, mapping each
 * such demo's name to the reason. They keep today's browser-only rendering (an empty reserved frame
 * until the demo nears the viewport), and `npm run content:coverage` lists them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const CLIENT_ONLY_FILE = 'client-only.json';

/** The parsed marks of one `demos/` folder: demo name → reason. Throws a message naming the file on bad input. */
export function parseClientOnly(text: string, file: string): Map<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  const demos = (parsed as { demos?: unknown } | null)?.demos;
  if (typeof demos !== 'object' || demos === null || Array.isArray(demos)) {
    throw new Error(`${file}: expected { "demos": { "DemoName": "why it renders in the browser only" } }.`);
  }
  const marks = new Map<string, string>();
  for (const [name, reason] of Object.entries(demos)) {
    if (typeof reason !== 'string' || reason.trim() === '') throw new Error(`${file}: demo "${name}" needs a reason (a non-empty string).`);
    marks.set(name, reason.trim());
  }
  return marks;
}

const folders = new Map<string, Promise<Map<string, string>>>();

/** The marks of the `demos/` folder `dir` (absolute), read once; an absent file marks nothing. */
export function clientOnlyMarks(dir: string): Promise<Map<string, string>> {
  let marks = folders.get(dir);
  if (!marks) {
    const file = path.join(dir, CLIENT_ONLY_FILE);
    marks = readFile(file, 'utf8').then(
      (text) => parseClientOnly(text, path.relative(process.cwd(), file)),
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return new Map<string, string>();
        throw error;
      },
    );
    folders.set(dir, marks);
  }
  return marks;
}

/**
 * Checks that every name a folder marks is a demo of that folder (a renamed demo must not leave a
 * stale mark behind): `names` are the demos found in `dir`. Returns the problems, one per line.
 */
export function unknownClientOnlyNames(marks: ReadonlyMap<string, string>, names: ReadonlySet<string>, file: string): string[] {
  return [...marks.keys()].filter((name) => !names.has(name)).map((name) => `${file}: "${name}" is not a demo of this folder.`);
}
