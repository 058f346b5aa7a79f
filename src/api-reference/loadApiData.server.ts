/** Reads the generated API data (`.generated/api/<section>.json`) at build time, once per section and process. */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { indexApiSection, type ApiSectionIndex } from './sectionIndex';
import type { ApiSectionData, ApiSectionId } from './types';

export interface LoadedApiSection {
  data: ApiSectionData;
  index: ApiSectionIndex;
}

// Module-level, not React's per-request cache: a build worker renders hundreds of API pages, and
// parsing the section's JSON (hundreds of KB) for each of them made the export grow with pages × data.
// `next dev` reads the file every time, so a new prebuild shows without a restart.
const keep = process.env.NODE_ENV === 'production';
const loaded = new Map<ApiSectionId, Promise<LoadedApiSection>>();

async function read(section: ApiSectionId): Promise<LoadedApiSection> {
  const file = path.join(process.cwd(), '.generated', 'api', `${section}.json`);
  try {
    const data = JSON.parse(await readFile(file, 'utf8')) as ApiSectionData;
    return { data, index: indexApiSection(data) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot read the API data of ${section} (${reason}): run npx tsx scripts/prebuild.ts.`);
  }
}

/** The section's data and its lookups; a missing file names the command that writes it (and is tried again next time). */
export function loadApiSection(section: ApiSectionId): Promise<LoadedApiSection> {
  let pending = loaded.get(section);
  if (!pending) {
    pending = read(section);
    if (!keep) return pending;
    loaded.set(section, pending);
    pending.catch(() => loaded.delete(section));
  }
  return pending;
}
