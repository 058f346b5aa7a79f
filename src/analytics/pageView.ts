/** The page_view event (SPEC §7): title, canonical location, product id and category. */
import { canonicalPathname, getProductInfoFromUrl } from '../routing/pathname';

/** Parameters of a page_view for `pathname` on the site at `siteUrl`. */
export function pageViewParams(title: string, pathname: string, siteUrl: string): Record<string, string> {
  const canonical = canonicalPathname(pathname);
  const product = getProductInfoFromUrl(canonical);
  return {
    page_title: title,
    page_location: `${siteUrl}${canonical === '/' ? '/' : canonical}`,
    productId: product?.productId ?? 'null',
    productCategoryId: product?.productCategoryId ?? 'null',
  };
}
