/** Paragraphs of a tip: HTML when the organisation wrote HTML, else blank-line separated text. */
export function TipText({ text, className }: { text: string; className?: string }) {
  if (/<[a-z][^>]*>/i.test(text)) {
    // Tips are edited by the organisation in the bird service.
    return <div className={className} dangerouslySetInnerHTML={{ __html: text }} />;
  }
  return (
    <div className={className}>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim() !== '')
        .map((p, i) => (
          <p key={i}>{p.trim()}</p>
        ))}
    </div>
  );
}

/** The first paragraph, for a card. */
export function firstParagraph(text: string): string {
  const plain = text.replace(/<[^>]+>/g, ' ');
  return (plain.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
}
