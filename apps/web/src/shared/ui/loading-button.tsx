import './ui.css';
import type { ButtonHTMLAttributes } from 'react';

interface LoadingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean;
  variant?: 'primary' | 'secondary';
}

/**
 * Spec 2 "Generic interface pieces": while loading, animated dots replace the title; the
 * disabled state is drawn at half opacity. A loading button ignores clicks.
 */
export function LoadingButton({
  loading = false,
  variant = 'primary',
  children,
  className,
  onClick,
  ...rest
}: LoadingButtonProps) {
  const classes = [
    'button',
    variant === 'secondary' ? 'button--secondary' : '',
    'loading-button',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      {...rest}
      className={classes}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      {loading ? (
        <>
          <span className="loading-button__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="visually-hidden">Bezig…</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
