/**
 * 'smooth' unless the person asked for reduced motion. CSS `scroll-behavior` (turned off in
 * base.css under reduced motion) does not reach scripted scrolls that pass `behavior: 'smooth'`.
 */
export function scrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}
