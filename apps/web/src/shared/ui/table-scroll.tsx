import type { ReactNode } from 'react';
import './ui.css';

/**
 * A wide table scrolls sideways in its own box, so the page never does at 320 px (WCAG 1.4.10
 * exempts the table, not the page). The box is a named region that takes the keyboard focus, so
 * it can be scrolled without a mouse (axe: scrollable-region-focusable).
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
