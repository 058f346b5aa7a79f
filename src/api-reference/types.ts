/**
 * Schema of the API reference data that `scripts/prebuild.ts` writes to `.generated/api/` from the
 * installed packages' type definitions. `.generated/api/<section>.json` holds an `ApiSectionData`;
 * pages, search and the link checker read these files. Everything here is plain, serializable data.
 */

import type { BundleSize } from './bundleSize';

/** Sections that have API pages. */
export type ApiSectionId = 'material-ui' | 'joy-ui' | 'system' | 'base-ui';

/** One argument of a function-typed prop, from its signature and `@param` tags. */
export interface ApiFunctionArgument {
  name: string;
  /** The argument's type as written in the declaration. */
  type: string;
  description: string;
}

/** A prop of a component (or of a Base UI part). */
export interface ApiProp {
  name: string;
  /** The type as written in the `.d.ts` file (`'text' | 'outlined' | 'contained'`). */
  type: string;
  /** From the `@default` JSDoc tag, as written (`'text'`), or null. */
  default: string | null;
  /** The JSDoc description, Markdown as written in the types. */
  description: string;
  required: boolean;
  /** The `@deprecated` reason ('' when the tag has no text), or null when not deprecated. */
  deprecated: string | null;
  /** For a function prop: its signature as written, with each argument. */
  signature: { type: string; arguments: ApiFunctionArgument[]; returns: string } | null;
}

/** A slot from the component's `slots` prop. */
export interface ApiSlot {
  name: string;
  description: string;
  /** The default element or component, from `@default`, or null. */
  default: string | null;
}

/** A key of the component's `<Name>Classes` interface. */
export interface ApiClass {
  /** The key (`root`), used in the anchor `classes-<key>`. */
  key: string;
  /** The global class name (`MuiButton-root`), or null where the package has none. */
  className: string | null;
  description: string;
  deprecated: string | null;
}

/** A guide page that demonstrates a component (from page front matter `components:`). */
export interface ApiDemoLink {
  title: string;
  pathname: string;
}

/** Everything one API page shows about one component or Base UI part. */
export interface ApiComponent {
  /** Export name (`Button`), or `Namespace.Part` for Base UI (`Switch.Root`). */
  name: string;
  section: ApiSectionId;
  /** The npm package (`@mui/material`). */
  packageName: string;
  /** Page the component is documented on (for a Base UI part: its components-api tab page), or null
   *  when the site has no page for it (Base UI namespaces without a guide page). */
  pathname: string | null;
  /** Anchor of the component on its page ('' when it has the page to itself). */
  anchor: string;
  description: string;
  /** Import lines: the path import first, then the named import. */
  imports: string[];
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiClass[];
  /** The component whose props are also accepted, with its page when the site documents it. */
  inheritance: { component: string; pathname: string | null } | null;
  /** Key under `theme.components` for default props (`MuiButton`), or null. */
  themeDefaultProps: string | null;
  /** Whether a `ref` reaches the root element. */
  forwardsRef: boolean;
  demos: ApiDemoLink[];
  /** What importing it by its path import costs, measured at build time (scripts/bundleSizes.ts); absent when it could not be bundled. */
  bundleSize?: BundleSize & { packageName: string; version: string };
}

/** A hook exported by a package (Base UI hooks-api tab pages). */
export interface ApiHook {
  name: string;
  section: ApiSectionId;
  packageName: string;
  /** The hooks-api tab page, or null when the site has no guide page for the hook's component. */
  pathname: string | null;
  description: string;
  imports: string[];
  /** The hook's parameters, shown like props. */
  parameters: ApiProp[];
  returns: string;
}

/** A component export that is not documented, with the reason (printed by the build). */
export interface ApiSkipped {
  name: string;
  reason: string;
  /** The package exporting it, when not the section's own (`@mui/lab` in the material-ui section). */
  packageName?: string;
}

/** A deprecated export or prop of a documented package, with the replacement its `@deprecated` tag states. */
export interface ApiDeprecation {
  kind: 'export' | 'prop';
  packageName: string;
  /** The export's name, or the prop's. */
  name: string;
  /** For a prop: the component it belongs to. */
  component?: string;
  /** For an export: the module path to import it from (`@mui/material/styles`). */
  importPath?: string;
  /** The tag's text (may be empty when the tag gives no reason). */
  message: string;
  /** The API page (and row anchor) documenting it, when there is one. */
  href: string | null;
}

/** The contents of `.generated/api/<section>.json`. */
export interface ApiSectionData {
  section: ApiSectionId;
  packageName: string;
  packageVersion: string;
  components: ApiComponent[];
  hooks: ApiHook[];
  skipped: ApiSkipped[];
  /** Deprecated exports and props of the section's packages, read from their type definitions. */
  deprecated: ApiDeprecation[];
}
