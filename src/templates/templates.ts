/**
 * The page templates (SPEC §: example templates): their ids, names and one-line descriptions, and
 * where their code and pages live. Pure data and rules, shared by the build, the gallery and the
 * template pages.
 */

export const TEMPLATE_IDS = ['marketing-page', 'blog', 'checkout', 'dashboard', 'pricing', 'sign-in', 'sign-in-side', 'sign-up', 'sticky-footer'] as const;

export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface TemplateInfo {
  id: TemplateId;
  /** "Sign-in side" */
  name: string;
  /** One sentence for the gallery card. */
  description: string;
}

export const TEMPLATES: readonly TemplateInfo[] = [
  { id: 'marketing-page', name: 'Marketing page', description: 'A product landing page with a hero, customer logos, a feature switcher, testimonials, pricing and FAQs.' },
  { id: 'blog', name: 'Blog', description: 'A blog home with a featured post, a post grid filtered by tag, a sidebar and one post rendered from Markdown.' },
  { id: 'checkout', name: 'Checkout', description: 'A three-step checkout (address, payment, review) that validates each step and keeps what was typed.' },
  { id: 'dashboard', name: 'Dashboard', description: 'An admin dashboard with a responsive drawer, figure cards, SVG charts and a sortable, paged orders table.' },
  { id: 'pricing', name: 'Pricing', description: 'Three plans with a monthly or yearly switch, a recommended tier, a comparison table and FAQs.' },
  { id: 'sign-in', name: 'Sign-in', description: 'A centred sign-in card with validation, remember me, a forgotten-password dialog and provider buttons.' },
  { id: 'sign-in-side', name: 'Sign-in side', description: 'The sign-in form beside a panel of the product’s selling points, stacked on small screens.' },
  { id: 'sign-up', name: 'Sign-up', description: 'A registration form with inline validation, password rules, a show-password toggle and opt-ins.' },
  { id: 'sticky-footer', name: 'Sticky footer', description: 'A page whose footer stays at the bottom of short pages and follows the content of long ones.' },
];

/** The gallery's pathname. */
export const TEMPLATES_PATHNAME = '/material-ui/getting-started/templates';

/** The live template's pathname. */
export function templatePathname(id: TemplateId): string {
  return `${TEMPLATES_PATHNAME}/${id}`;
}

/** The template's code page: every file, highlighted, in TS or JS, with the set-up. */
export function templateCodePathname(id: TemplateId): string {
  return `${TEMPLATES_PATHNAME}/${id}/code`;
}

/** The template's preview: its exported page in one colour scheme, without scripts (scripts/templatePreviews.ts); a sibling of the page, so its relative links resolve as on the page. */
export function templatePreviewPathname(id: TemplateId, scheme: 'light' | 'dark'): string {
  return `${TEMPLATES_PATHNAME}/${id}.preview-${scheme}.html`;
}

/** Whether `pathname` is a template's live page or code page (not the gallery). */
export function isTemplatePagePathname(pathname: string): boolean {
  return pathname.startsWith(`${TEMPLATES_PATHNAME}/`);
}

/** `sign-in-side` → `SignInSide`: the entry file's and the component's name. */
export function templateEntryName(id: string): string {
  return id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** Whether `value` names a template. */
export function isTemplateId(value: string): value is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(value);
}

/** The template's entry, by id; throws for an unknown id, naming the ones that exist. */
export function templateInfo(id: string): TemplateInfo {
  const info = TEMPLATES.find((template) => template.id === id);
  if (!info) throw new Error(`Unknown template "${id}"; the templates are ${TEMPLATE_IDS.join(', ')}.`);
  return info;
}
