/**
 * The build-time data of one demo (written by scripts/prebuild.ts to `.generated/demos/<id>.json`,
 * read by the Demo server component): both code variants of each styling, their previews, extra
 * files, and the packages with the versions a generated StackBlitz/CodeSandbox project installs.
 */
import type { StylingId } from './codePreferences';

export interface DemoVariantData {
  styling: StylingId;
  /** Registry key of the live component. */
  moduleId: string;
  /** The TypeScript source, as written. */
  ts: string;
  /** Generated: types stripped, formatted. */
  js: string;
  /** The returned JSX when short enough for the collapsed view, else null. */
  tsPreview: string | null;
  jsPreview: string | null;
  /** Files the demo imports from its own folder (`css.module.css`), shown below the code. */
  extraFiles: { name: string; source: string }[];
}

export interface DemoData {
  /** `material-ui/components/button/demos/BasicButtons` */
  id: string;
  name: string;
  variants: DemoVariantData[];
  /** npm package → exact installed version, for the generated projects. */
  dependencies: Record<string, string>;
  /** Why the demo renders in the browser only (its folder's demos/client-only.json), or null: rendered into the page at build time. */
  clientOnly: string | null;
}
