/** One highlighted code view of a demo, as the server renders it and the static JSON file carries it. */
export interface DemoCodeView {
  key: string;
  /** The styling it belongs to, or `any` for a demo with one styling. */
  styling: 'system' | 'tailwind' | 'css' | 'any';
  /** The code variant it shows, or `any` when TS and JS are the same text. */
  lang: 'TS' | 'JS' | 'any';
  kind: 'preview' | 'full';
  /** An extra file's name (`css.module.css`), shown above it. */
  file?: string;
  /** Shiki's output: escaped, highlighted source produced at build time from the site's own files. */
  html: string;
}

/** The body of `/static/demos/<id>.json`. */
export interface DemoCodeFile {
  views: DemoCodeView[];
}

/** A view's `<pre class="shiki …">` with the code blocks' own class put first: views are made without CSS (demoCodeViews.ts). */
export function withPreClass(html: string, className: string | undefined): string {
  return className ? html.replace(/^<pre class="/, `<pre class="${className} `) : html;
}

/** Reads a fetched demo code file, with a clear error when it is not one. */
export function parseDemoCodeFile(value: unknown, url: string): DemoCodeFile {
  const views = (value as { views?: unknown } | null)?.views;
  if (!Array.isArray(views) || !views.every(isView)) throw new Error(`${url} is not a demo code file.`);
  return { views };
}

function isView(value: unknown): value is DemoCodeView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return (
    typeof view.key === 'string' &&
    typeof view.html === 'string' &&
    ['system', 'tailwind', 'css', 'any'].includes(view.styling as string) &&
    ['TS', 'JS', 'any'].includes(view.lang as string) &&
    (view.kind === 'preview' || view.kind === 'full') &&
    (view.file === undefined || typeof view.file === 'string')
  );
}
