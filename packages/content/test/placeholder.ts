/**
 * Text that is not finished content: marker words, filler, ellipses, template braces, markup
 * or links. Species and tip texts are plain Dutch prose, so none of these belong in them.
 */
export const PLACEHOLDER = /todo|fixme|tbd|lorem|xxx|\.\.\.|…|[{}<>]|https?:/i;
