/**
 * The name filter rule of the "All components" page, in a module of its own: the client filter imports
 * it, and nothing else from the page's build-time code may reach the browser bundle.
 */

/** Whether a card named `name` matches the filter `query` (case, spaces and hyphens ignored). */
export function matchesFilter(name: string, query: string): boolean {
  const normalise = (value: string) => value.toLowerCase().replace(/[\s-]+/g, '');
  return normalise(name).includes(normalise(query));
}
