import type { ReactNode } from 'react';
import { ExternalIcon } from '#shared/ui/icons.tsx';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Show the external-link icon after the text. */
  icon?: boolean;
}

/** A link that leaves the app, in a new tab, announced as such. */
export function ExternalLink({ href, className, children, icon = false }: ExternalLinkProps) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      {icon && <ExternalIcon />}
      <span className="visually-hidden"> (opent in een nieuw venster)</span>
    </a>
  );
}
