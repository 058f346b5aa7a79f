/** The rules of the file manager: sizes, types from names, search, sorting and uploads. */

export interface Person {
  name: string;
  /** Path of the person's portrait under /static/images/avatars, when there is one. */
  avatar?: string;
}

export interface FileItem {
  id: string;
  name: string;
  /** Size in bytes. */
  size: number;
  /** When the file last changed, as an ISO 8601 timestamp in UTC. */
  modifiedAt: string;
  owner: Person;
  sharedWith: Person[];
  /** A picture of the file's content under /static/images, for images that have one. */
  preview?: { src: string; alt: string };
}

export const FILE_TYPES = [
  'Document',
  'PDF',
  'Spreadsheet',
  'Presentation',
  'Image',
  'Video',
  'Audio',
  'Archive',
  'Code',
  'Other',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

const EXTENSIONS: Record<Exclude<FileType, 'Other'>, readonly string[]> = {
  Document: ['doc', 'docx', 'odt', 'rtf', 'txt', 'md', 'pages'],
  PDF: ['pdf'],
  Spreadsheet: ['xls', 'xlsx', 'ods', 'csv', 'numbers'],
  Presentation: ['ppt', 'pptx', 'odp', 'key'],
  Image: ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'heic', 'avif'],
  Video: ['mp4', 'mov', 'webm', 'mkv', 'avi'],
  Audio: ['mp3', 'wav', 'm4a', 'flac', 'ogg'],
  Archive: ['zip', 'rar', '7z', 'tar', 'gz', 'tgz'],
  Code: ['js', 'ts', 'tsx', 'jsx', 'json', 'html', 'css', 'py'],
};

const TYPE_OF_EXTENSION = new Map<string, FileType>(
  Object.entries(EXTENSIONS).flatMap(([type, extensions]) =>
    extensions.map((extension) => [extension, type as FileType] as const),
  ),
);

/** The extension after the last dot, lower case; none for "README" or a dot file such as ".env". */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1
    ? ''
    : name.slice(dot + 1).toLowerCase();
}

/** The kind of file a name says it is: "Q3 plan.XLSX" → "Spreadsheet"; unknown → "Other". */
export function typeFromName(name: string): FileType {
  return TYPE_OF_EXTENSION.get(extensionOf(name)) ?? 'Other';
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes as people read them, in steps of 1024: 512 → "512 B", 1536 → "1.5 KB", 15 MiB → "15 MB". */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (unit < UNITS.length - 1 && value >= 1024) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  // One decimal below 10 ("2.4 MB"), whole numbers above ("24 MB"); 1023.96 KB reads "1 MB".
  let rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  if (rounded >= 1024 && unit < UNITS.length - 1) {
    rounded = 1;
    unit += 1;
  }
  return `${rounded} ${UNITS[unit]}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "2025-04-02T09:30:00Z" → "Apr 2, 2025", the same on the server and in every time zone (the day is
 * read in UTC). Written out rather than with `Intl.DateTimeFormat`, whose first use in a page loads
 * the browser's locale data, about 30 ms of main thread while the page hydrates.
 */
export function formatModified(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The sum of the files' sizes in bytes. */
export function totalSize(files: readonly FileItem[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}

/** The file types present, in the order of FILE_TYPES: the options of the type filter. */
export function typesIn(files: readonly FileItem[]): FileType[] {
  const present = new Set(files.map((file) => typeFromName(file.name)));
  return FILE_TYPES.filter((type) => present.has(type));
}

/** Files whose name contains the query (any case) and that are of `type`, or of any type. */
export function filterFiles(
  files: readonly FileItem[],
  query: string,
  type: FileType | 'all',
): FileItem[] {
  const needle = query.trim().toLowerCase();
  return files.filter(
    (file) =>
      (type === 'all' || typeFromName(file.name) === type) &&
      file.name.toLowerCase().includes(needle),
  );
}

export type SortKey = 'name' | 'size' | 'modifiedAt';
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

/** The choices of the "Sort by" select, each a whole sort. */
export const SORT_OPTIONS: readonly { id: string; label: string; sort: Sort }[] = [
  {
    id: 'modified-new',
    label: 'Newest first',
    sort: { key: 'modifiedAt', direction: 'descending' },
  },
  {
    id: 'modified-old',
    label: 'Oldest first',
    sort: { key: 'modifiedAt', direction: 'ascending' },
  },
  {
    id: 'name-az',
    label: 'Name, A to Z',
    sort: { key: 'name', direction: 'ascending' },
  },
  {
    id: 'name-za',
    label: 'Name, Z to A',
    sort: { key: 'name', direction: 'descending' },
  },
  {
    id: 'size-large',
    label: 'Largest first',
    sort: { key: 'size', direction: 'descending' },
  },
  {
    id: 'size-small',
    label: 'Smallest first',
    sort: { key: 'size', direction: 'ascending' },
  },
];

/** The id of the "Sort by" option that matches `sort`. */
export function sortOptionId(sort: Sort): string {
  const match = SORT_OPTIONS.find(
    (option) =>
      option.sort.key === sort.key && option.sort.direction === sort.direction,
  );
  return match?.id ?? SORT_OPTIONS[0]!.id;
}

/** The sort after a click on a column header: the same column turns round; names start A to Z, sizes and dates biggest and newest first. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) {
    return {
      key,
      direction: current.direction === 'ascending' ? 'descending' : 'ascending',
    };
  }
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}

/**
 * Names A to Z, ignoring case and accents, with runs of digits compared as numbers ("report 2" before
 * "report 10"). Not `localeCompare`, whose first use loads the browser's collation data (about 30 ms).
 */
export function compareNames(a: string, b: string): number {
  const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  // Splitting on a captured group alternates text and digits: ["report ", "10", ".pdf"].
  const x = fold(a).split(/(\d+)/);
  const y = fold(b).split(/(\d+)/);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const left = x[i] ?? '';
    const right = y[i] ?? '';
    if (left === right) continue;
    const byNumber = i % 2 === 1 ? Number(left) - Number(right) : 0;
    if (byNumber !== 0) return byNumber;
    return left < right ? -1 : 1;
  }
  return x.length - y.length;
}

const byName = (a: FileItem, b: FileItem) => compareNames(a.name, b.name);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A sorted copy; files that tie are listed by name, so "report 2" comes before "report 10". */
export function sortFiles(files: readonly FileItem[], sort: Sort): FileItem[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: FileItem, b: FileItem): number => {
    if (sort.key === 'size') return a.size - b.size;
    if (sort.key === 'modifiedAt') return byText(a.modifiedAt, b.modifiedAt);
    return byName(a, b);
  };
  return [...files].sort(
    (a, b) => sign * compare(a, b) || byName(a, b) || byText(a.id, b.id),
  );
}

/** What an upload needs from a picked `File`: its name and size. */
export interface Upload {
  name: string;
  size: number;
}

/**
 * The list with the uploads added in front, each with an id no file has yet ("upload-1", …),
 * owned by `owner`, shared with nobody and modified at `modifiedAt` (the moment of the upload,
 * passed in so this stays pure).
 */
export function addUploads(
  files: readonly FileItem[],
  uploads: readonly Upload[],
  owner: Person,
  modifiedAt: string,
): { files: FileItem[]; added: FileItem[] } {
  const taken = new Set(files.map((file) => file.id));
  let next = 1;
  const added = uploads.map((upload) => {
    while (taken.has(`upload-${next}`)) next += 1;
    const id = `upload-${next}`;
    taken.add(id);
    return {
      id,
      name: upload.name,
      size: upload.size,
      modifiedAt,
      owner,
      sharedWith: [],
    };
  });
  return { files: [...added, ...files], added };
}
