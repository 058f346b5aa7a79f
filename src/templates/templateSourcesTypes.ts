/** The shape of a template's build-time data (scripts/templateSources.ts writes it, the pages read it). */

export interface TemplateFile {
  /** `SignIn.tsx` */
  name: string;
  /** `SignIn.jsx` */
  jsName: string;
  ts: string;
  js: string;
}

export interface TemplateSources {
  product: 'material-ui' | 'joy-ui';
  id: string;
  /** The entry component's name (`SignIn`). */
  entry: string;
  /** Entry first. */
  files: TemplateFile[];
  /** npm package → installed version. */
  dependencies: Record<string, string>;
}
