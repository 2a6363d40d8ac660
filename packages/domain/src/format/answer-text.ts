/**
 * Spec 3 stores the answers of the count place step in lowercase shorthand ('25-100m2',
 * 'ja, maar alleen biologisch'); people read them as text: a capital, an en dash for ranges,
 * a real superscript for square metres. Used by the select options and the summary alike.
 */
export function displayAnswer(stored: string): string {
  const text = stored
    .trim()
    .replace(/(\d)\s*-\s*(\d)/g, '$1–$2')
    .replace(/(\d)\s*m2\b/g, '$1 m²')
    .replace(/(\d)\s*%/g, '$1%');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
