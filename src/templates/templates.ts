/**
 * The page templates (SPEC §: example templates) of each product that has them — Material UI's and
 * Joy UI's nine: their ids, names and one-line descriptions, and where their code and pages live. Pure
 * data and rules, shared by the build, the galleries and the template pages. A template is named by
 * its product and id together (`TemplateRef`): both products have a `sign-in-side`.
 */

export const TEMPLATE_PRODUCTS = ['material-ui', 'joy-ui'] as const;

export type TemplateProduct = (typeof TEMPLATE_PRODUCTS)[number];

export const TEMPLATE_PRODUCT_NAMES: Record<TemplateProduct, string> = { 'material-ui': 'Material UI', 'joy-ui': 'Joy UI' };

export const MATERIAL_TEMPLATE_IDS = ['marketing-page', 'blog', 'checkout', 'dashboard', 'pricing', 'sign-in', 'sign-in-side', 'sign-up', 'sticky-footer'] as const;

export const JOY_TEMPLATE_IDS = ['order-dashboard', 'profile-dashboard', 'messages', 'sign-in-side', 'rental-dashboard', 'team', 'files', 'email', 'framesx-web-blocks'] as const;

export type MaterialTemplateId = (typeof MATERIAL_TEMPLATE_IDS)[number];
export type JoyTemplateId = (typeof JOY_TEMPLATE_IDS)[number];

/** One template: its product and its id within the product. */
export type TemplateRef = { product: 'material-ui'; id: MaterialTemplateId } | { product: 'joy-ui'; id: JoyTemplateId };

export type TemplateInfo = TemplateRef & {
  /** "Sign-in side" */
  name: string;
  /** One sentence for the gallery card. */
  description: string;
};

const MATERIAL_TEMPLATES: ReadonlyArray<TemplateInfo & { product: 'material-ui' }> = [
  { product: 'material-ui', id: 'marketing-page', name: 'Marketing page', description: 'A product landing page with a hero, customer logos, a feature switcher, testimonials, pricing and FAQs.' },
  { product: 'material-ui', id: 'blog', name: 'Blog', description: 'A blog home with a featured post, a post grid filtered by tag, a sidebar and one post rendered from Markdown.' },
  { product: 'material-ui', id: 'checkout', name: 'Checkout', description: 'A three-step checkout (address, payment, review) that validates each step and keeps what was typed.' },
  { product: 'material-ui', id: 'dashboard', name: 'Dashboard', description: 'An admin dashboard with a responsive drawer, figure cards, SVG charts and a sortable, paged orders table.' },
  { product: 'material-ui', id: 'pricing', name: 'Pricing', description: 'Three plans with a monthly or yearly switch, a recommended tier, a comparison table and FAQs.' },
  { product: 'material-ui', id: 'sign-in', name: 'Sign-in', description: 'A centred sign-in card with validation, remember me, a forgotten-password dialog and provider buttons.' },
  { product: 'material-ui', id: 'sign-in-side', name: 'Sign-in side', description: 'The sign-in form beside a panel of the product’s selling points, stacked on small screens.' },
  { product: 'material-ui', id: 'sign-up', name: 'Sign-up', description: 'A registration form with inline validation, password rules, a show-password toggle and opt-ins.' },
  { product: 'material-ui', id: 'sticky-footer', name: 'Sticky footer', description: 'A page whose footer stays at the bottom of short pages and follows the content of long ones.' },
];

const JOY_TEMPLATES: ReadonlyArray<TemplateInfo & { product: 'joy-ui' }> = [
  { product: 'joy-ui', id: 'order-dashboard', name: 'Order dashboard', description: 'An orders table with search, status and customer filters, sorting, paging, row selection and a row menu, beside a drawer navigation.' },
  { product: 'joy-ui', id: 'profile-dashboard', name: 'Profile dashboard', description: 'A profile form with a photo picker, a time zone, a counted bio and validation, saved in place, among account tabs.' },
  { product: 'joy-ui', id: 'messages', name: 'Messages', description: 'A messenger: conversations with search and unread counts, a thread per conversation and a composer where Enter sends.' },
  { product: 'joy-ui', id: 'sign-in-side', name: 'Sign-in side', description: 'A validated sign-in form beside an image panel that steps aside on phones.' },
  { product: 'joy-ui', id: 'rental-dashboard', name: 'Rental dashboard', description: 'Holiday stays filtered by price, type and rating, sorted, saved as favourites and marked on a drawn map.' },
  { product: 'joy-ui', id: 'team', name: 'Team', description: 'A team directory of people cards with role and location filters, search and a profile drawer.' },
  { product: 'joy-ui', id: 'files', name: 'Files', description: 'A file manager with table and grid views, a details panel for the selected file and uploads that join the list.' },
  { product: 'joy-ui', id: 'email', name: 'Email', description: 'A mail client: folders, a message list, a reading pane with read and unread, and a compose dialog that validates.' },
  { product: 'joy-ui', id: 'framesx-web-blocks', name: 'Web blocks', description: 'A gallery of marketing hero sections, each a component of its own to copy into a landing page.' },
];

/** Every template, Material UI's first. */
export const TEMPLATES: readonly TemplateInfo[] = [...MATERIAL_TEMPLATES, ...JOY_TEMPLATES];

/** A product's templates, in its gallery's order. */
export function templatesOf(product: TemplateProduct): readonly TemplateInfo[] {
  return product === 'material-ui' ? MATERIAL_TEMPLATES : JOY_TEMPLATES;
}

/** The product's template gallery. */
export function templatesPathname(product: TemplateProduct): string {
  return `/${product}/getting-started/templates`;
}

/** The live template's pathname. */
export function templatePathname(ref: TemplateRef): string {
  return `${templatesPathname(ref.product)}/${ref.id}`;
}

/** The template's code page: every file, highlighted, in TS or JS, with the set-up. */
export function templateCodePathname(ref: TemplateRef): string {
  return `${templatePathname(ref)}/code`;
}

/** Where the template's files in both variants are served, for the StackBlitz / CodeSandbox export. */
export function templateSourcesPathname(ref: TemplateRef): string {
  return `${templatePathname(ref)}/sources.json`;
}

/** The template's preview: its exported page in one colour scheme, without scripts (scripts/templatePreviews.ts); a sibling of the page, so its relative links resolve as on the page. */
export function templatePreviewPathname(ref: TemplateRef, scheme: 'light' | 'dark'): string {
  return `${templatePathname(ref)}.preview-${scheme}.html`;
}

/** Whether `pathname` is a template's live page or code page (not a gallery). */
export function isTemplatePagePathname(pathname: string): boolean {
  return TEMPLATE_PRODUCTS.some((product) => pathname.startsWith(`${templatesPathname(product)}/`));
}

/** `sign-in-side` → `SignInSide`: the entry file's and the component's name. */
export function templateEntryName(id: string): string {
  return id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The folder of a template's code, relative to the project root (`content/joy-ui/templates/messages`). */
export function templateFolder(ref: TemplateRef): string {
  return `content/${ref.product}/templates/${ref.id}`;
}

/** Whether `value` is a template product. */
export function isTemplateProduct(value: string): value is TemplateProduct {
  return (TEMPLATE_PRODUCTS as readonly string[]).includes(value);
}

/** Whether `id` names one of the product's templates. */
export function isTemplateId(product: TemplateProduct, id: string): boolean {
  return templatesOf(product).some((template) => template.id === id);
}

/** The template's entry, by product and id; throws for an unknown id, naming the product's templates. */
export function templateInfo(product: TemplateProduct, id: string): TemplateInfo {
  const info = templatesOf(product).find((template) => template.id === id);
  if (!info) throw new Error(`Unknown ${TEMPLATE_PRODUCT_NAMES[product]} template "${id}"; its templates are ${templatesOf(product).map((template) => template.id).join(', ')}.`);
  return info;
}

/** `material-ui/sign-in-side`: a key unique across products. */
export function templateKey(ref: TemplateRef): string {
  return `${ref.product}/${ref.id}`;
}
