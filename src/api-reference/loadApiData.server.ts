/** Reads the generated API data (`.generated/api/<section>.json`) at build time, once per section. */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cache } from 'react';
import type { ApiSectionData, ApiSectionId } from './types';

/** The section's data; a missing file names the command that writes it. */
export const loadApiSection = cache(async (section: ApiSectionId): Promise<ApiSectionData> => {
  const file = path.join(process.cwd(), '.generated', 'api', `${section}.json`);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as ApiSectionData;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot read the API data of ${section} (${reason}): run npx tsx scripts/prebuild.ts.`);
  }
});
