/** Feedback items in SQLite (WAL mode): one row per accepted post, written before the 201 is sent. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FeedbackItem } from './schema';

/** One stored item with its id and reception time. */
export interface StoredFeedback extends FeedbackItem {
  id: number;
  createdAt: string;
}

/** Per-page counts of the report. */
export interface PageCounts {
  pathname: string;
  yes: number;
  no: number;
}

export interface FeedbackStore {
  /** Stores one item durably and returns its id. */
  insert(item: FeedbackItem, now?: Date): number;
  count(): number;
  /** Yes/no counts per page, most rated first. */
  pageCounts(): PageCounts[];
  /** The latest items that carry a comment, newest first. */
  latestComments(limit: number): StoredFeedback[];
  close(): void;
}

interface Row {
  id: number;
  created_at: string;
  rating: 'yes' | 'no';
  comment: string;
  pathname: string;
  section_id: string | null;
  section_title: string | null;
  product_id: string;
  language: string;
  version: string;
}

/** Opens (creating file, folder and table when missing) the feedback database at `file`. */
export function openFeedbackStore(file: string): FeedbackStore {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // With WAL, NORMAL still survives a process crash (only an OS crash could drop the last commits); FULL keeps even those.
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS feedback (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at TEXT NOT NULL,
    rating TEXT NOT NULL CHECK (rating IN ('yes', 'no')),
    comment TEXT NOT NULL,
    pathname TEXT NOT NULL,
    section_id TEXT,
    section_title TEXT,
    product_id TEXT NOT NULL,
    language TEXT NOT NULL,
    version TEXT NOT NULL
  )`);
  const insert = db.prepare(
    `INSERT INTO feedback (created_at, rating, comment, pathname, section_id, section_title, product_id, language, version)
     VALUES (@createdAt, @rating, @comment, @pathname, @sectionId, @sectionTitle, @productId, @language, @version)`,
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM feedback').pluck();
  const pageCounts = db.prepare(
    `SELECT pathname, SUM(rating = 'yes') AS yes, SUM(rating = 'no') AS no FROM feedback GROUP BY pathname ORDER BY COUNT(*) DESC, pathname`,
  );
  const latest = db.prepare(`SELECT * FROM feedback WHERE comment <> '' ORDER BY id DESC LIMIT ?`);

  return {
    insert(item, now = new Date()) {
      const result = insert.run({ ...item, sectionId: item.sectionId ?? null, sectionTitle: item.sectionTitle ?? null, createdAt: now.toISOString() });
      return Number(result.lastInsertRowid);
    },
    count: () => count.get() as number,
    pageCounts: () => pageCounts.all() as PageCounts[],
    latestComments(limit) {
      return (latest.all(limit) as Row[]).map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        rating: row.rating,
        comment: row.comment,
        pathname: row.pathname,
        sectionId: row.section_id ?? undefined,
        sectionTitle: row.section_title ?? undefined,
        productId: row.product_id,
        language: row.language,
        version: row.version,
      }));
    },
    close: () => db.close(),
  };
}
