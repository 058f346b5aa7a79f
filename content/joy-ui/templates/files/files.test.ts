import { describe, expect, it } from 'vitest';
import { FILES, ME } from './data';
import {
  SORT_OPTIONS,
  addUploads,
  compareNames,
  extensionOf,
  filterFiles,
  formatModified,
  formatSize,
  nextSort,
  sortFiles,
  sortOptionId,
  totalSize,
  typeFromName,
  typesIn,
  type FileItem,
} from './files';

const owner = { name: 'Ada' };

function file(id: string, name: string, size: number, modifiedAt: string): FileItem {
  return { id, name, size, modifiedAt, owner, sharedWith: [] };
}

const sample: FileItem[] = [
  file('a', 'notes 10.txt', 300, '2025-03-02T10:00:00Z'),
  file('b', 'Budget.xlsx', 9000, '2025-03-05T10:00:00Z'),
  file('c', 'notes 2.txt', 300, '2025-03-01T10:00:00Z'),
  file('d', 'poster.PNG', 120000, '2025-03-04T10:00:00Z'),
];

const names = (files: readonly FileItem[]) => files.map((item) => item.name);

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024, '10 KB'],
    [1023.96 * 1024, '1 MB'],
    [2_400_000, '2.3 MB'],
    [15 * 1024 ** 2, '15 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [-5, '0 B'],
  ])('writes %d bytes as %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});

describe('typeFromName', () => {
  it.each([
    ['Q3 plan.XLSX', 'Spreadsheet'],
    ['brief.docx', 'Document'],
    ['contract.pdf', 'PDF'],
    ['deck.key', 'Presentation'],
    ['photo.final.jpeg', 'Image'],
    ['cut.mov', 'Video'],
    ['interview.m4a', 'Audio'],
    ['backup.tar.gz', 'Archive'],
    ['colours.json', 'Code'],
    ['README', 'Other'],
    ['.env', 'Other'],
    ['trailing.', 'Other'],
    ['drawing.xyz', 'Other'],
  ])('%s is %s', (name, type) => {
    expect(typeFromName(name)).toBe(type);
  });

  it('reads the extension after the last dot, in lower case', () => {
    expect(extensionOf('backup.TAR.GZ')).toBe('gz');
    expect(extensionOf('.gitignore')).toBe('');
  });
});

describe('formatModified', () => {
  it('writes the UTC day', () => {
    expect(formatModified('2025-04-02T23:30:00Z')).toBe('Apr 2, 2025');
    expect(formatModified('2024-12-31T00:10:00Z')).toBe('Dec 31, 2024');
  });

  it("matches Intl's en-US short date in UTC on every day of a year", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(2024, 0, 1, 23, 30); time < Date.UTC(2025, 0, 1); time += 86_400_000) {
      expect(formatModified(new Date(time).toISOString())).toBe(intl.format(time));
    }
  });
});

describe('compareNames', () => {
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

  it("orders the drive's file names as English collation with numbers does", () => {
    const names = FILES.map((file) => file.name);
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => collator.compare(a, b)));
  });

  it('compares runs of digits as numbers, ignoring case and accents', () => {
    const names = ['report 10.pdf', 'Report 2.pdf', 'report 1.pdf', 'résumé.docx', 'Resume 2.docx', 'a.txt'];
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    expect(compareNames('Chloé', 'chloe')).toBe(0);
  });
});

describe('filterFiles', () => {
  it('finds names containing the query in any case, within a type', () => {
    expect(names(filterFiles(sample, '', 'all'))).toEqual(names(sample));
    expect(names(filterFiles(sample, '  NOTES ', 'all'))).toEqual([
      'notes 10.txt',
      'notes 2.txt',
    ]);
    expect(names(filterFiles(sample, '', 'Image'))).toEqual(['poster.PNG']);
    expect(names(filterFiles(sample, 'notes', 'Spreadsheet'))).toEqual([]);
  });

  it('lists the types present, in a fixed order', () => {
    expect(typesIn(sample)).toEqual(['Document', 'Spreadsheet', 'Image']);
    expect(typesIn([])).toEqual([]);
  });
});

describe('sorting', () => {
  it('sorts names naturally and in any case, both ways', () => {
    expect(
      names(sortFiles(sample, { key: 'name', direction: 'ascending' })),
    ).toEqual(['Budget.xlsx', 'notes 2.txt', 'notes 10.txt', 'poster.PNG']);
    expect(
      names(sortFiles(sample, { key: 'name', direction: 'descending' }))[0],
    ).toBe('poster.PNG');
  });

  it('sorts by size with ties by name, and by date, without touching the input', () => {
    const copy = [...sample];
    expect(
      names(sortFiles(sample, { key: 'size', direction: 'descending' })),
    ).toEqual(['poster.PNG', 'Budget.xlsx', 'notes 2.txt', 'notes 10.txt']);
    expect(
      names(sortFiles(sample, { key: 'size', direction: 'ascending' })),
    ).toEqual(['notes 2.txt', 'notes 10.txt', 'Budget.xlsx', 'poster.PNG']);
    expect(
      names(sortFiles(sample, { key: 'modifiedAt', direction: 'descending' })),
    ).toEqual(['Budget.xlsx', 'poster.PNG', 'notes 10.txt', 'notes 2.txt']);
    expect(sample).toEqual(copy);
  });

  it('turns a column round, and starts names A to Z and sizes and dates biggest first', () => {
    const byName = { key: 'name', direction: 'ascending' } as const;
    expect(nextSort(byName, 'name')).toEqual({
      key: 'name',
      direction: 'descending',
    });
    expect(nextSort(byName, 'size')).toEqual({
      key: 'size',
      direction: 'descending',
    });
    expect(nextSort(byName, 'modifiedAt')).toEqual({
      key: 'modifiedAt',
      direction: 'descending',
    });
    expect(nextSort({ key: 'size', direction: 'descending' }, 'name')).toEqual(
      byName,
    );
  });

  it('has one "Sort by" option for every sort, found back from the sort', () => {
    expect(new Set(SORT_OPTIONS.map((option) => option.id)).size).toBe(6);
    for (const option of SORT_OPTIONS)
      expect(sortOptionId(option.sort)).toBe(option.id);
  });
});

describe('addUploads', () => {
  const at = '2025-04-14T08:00:00Z';

  it('puts the uploads in front, typed from their names, owned by the uploader and shared with nobody', () => {
    const result = addUploads(
      sample,
      [
        { name: 'logo.svg', size: 2048 },
        { name: 'notes.md', size: 10 },
      ],
      ME,
      at,
    );
    expect(names(result.files)).toEqual(['logo.svg', 'notes.md', ...names(sample)]);
    expect(result.added).toEqual([
      {
        id: 'upload-1',
        name: 'logo.svg',
        size: 2048,
        modifiedAt: at,
        owner: ME,
        sharedWith: [],
      },
      {
        id: 'upload-2',
        name: 'notes.md',
        size: 10,
        modifiedAt: at,
        owner: ME,
        sharedWith: [],
      },
    ]);
    expect(typeFromName(result.added[0]!.name)).toBe('Image');
    expect(sample).toHaveLength(4);
  });

  it('gives ids no file has, even when the same file is uploaded twice', () => {
    const once = addUploads(sample, [{ name: 'a.txt', size: 1 }], ME, at).files;
    const twice = addUploads(
      once,
      [
        { name: 'a.txt', size: 1 },
        { name: 'b.txt', size: 1 },
      ],
      ME,
      at,
    ).files;
    const ids = twice.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 3)).toEqual(['upload-2', 'upload-3', 'upload-1']);
  });

  it('adds nothing for an empty pick', () => {
    expect(addUploads(sample, [], ME, at)).toEqual({ files: sample, added: [] });
  });

  it('counts the new bytes in the total', () => {
    const before = totalSize(sample);
    expect(before).toBe(129600);
    expect(
      totalSize(addUploads(sample, [{ name: 'x.zip', size: 400 }], ME, at).files),
    ).toBe(before + 400);
  });
});

describe('the fixtures', () => {
  it('have unique ids, UTC timestamps, a known type for every file and at most 40 files', () => {
    expect(new Set(FILES.map((item) => item.id)).size).toBe(FILES.length);
    expect(FILES.length).toBeLessThanOrEqual(40);
    for (const item of FILES) {
      expect(item.modifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(typeFromName(item.name)).not.toBe('Other');
    }
  });
});
