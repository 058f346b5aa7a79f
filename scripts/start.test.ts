import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleBuildReason } from './start';

const BUILT_AT = new Date('2025-06-01T12:00:00Z');
const BEFORE = new Date('2025-06-01T11:00:00Z');
const AFTER = new Date('2025-06-01T13:00:00Z');

let project: string;

function write(relative: string, time: Date) {
  const file = path.join(project, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  utimesSync(file, time, time);
}

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'docs-start-'));
  for (const input of ['src/app/page.tsx', 'content/material-ui/components/button/button.mdx', 'scripts/build.ts', 'public/favicon.ico', 'next.config.ts', 'package.json', 'README.md']) {
    write(input, BEFORE);
  }
  write('out/index.html', BUILT_AT);
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('staleBuildReason', () => {
  it('is null when every input is older than out/index.html', async () => {
    expect(await staleBuildReason(project)).toBeNull();
  });

  it('asks for a build when out/ is missing', async () => {
    rmSync(path.join(project, 'out'), { recursive: true });
    expect(await staleBuildReason(project)).toBe(`${path.join('out', 'index.html')} does not exist`);
  });

  it.each(['src/app/page.tsx', 'content/material-ui/components/button/button.mdx', 'scripts/build.ts', 'public/favicon.ico', 'next.config.ts', 'package.json', 'content/joy-ui/new-page.mdx'])(
    'names %s when it changed after the build',
    async (input) => {
      write(input, AFTER);
      expect(await staleBuildReason(project)).toBe(`${path.normalize(input)} changed after the last build`);
    },
  );

  it('ignores files that are not build inputs, and dot-files', async () => {
    write('README.md', AFTER);
    write('e2e/button.spec.ts', AFTER);
    write('src/.DS_Store', AFTER);
    expect(await staleBuildReason(project)).toBeNull();
  });

  it('copes with a project without content/ or public/', async () => {
    rmSync(path.join(project, 'content'), { recursive: true });
    rmSync(path.join(project, 'public'), { recursive: true });
    expect(await staleBuildReason(project)).toBeNull();
  });
});
