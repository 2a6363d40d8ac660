/**
 * Spec section 2 (Shell): the intro tour is skipped on URLs containing 'telling'. The web app
 * does not open it there, and the server leaves its pages out of such a page's boot data.
 */
export function introTourSkipsPath(pathname: string): boolean {
  return pathname.includes('telling');
}
