/** The production error codes, exported as a static JSON file for the /production-error decoder. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const dynamic = 'force-static';

/** Serves `.generated/error-codes.json` (written by scripts/prebuild.ts from the installed MUI libraries). */
export async function GET(): Promise<Response> {
  const json = await readFile(path.join(process.cwd(), '.generated', 'error-codes.json'), 'utf8');
  return new Response(json, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
