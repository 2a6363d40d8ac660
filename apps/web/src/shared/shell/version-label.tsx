import { versionLabel } from './build-info.ts';

/** The app version: build id and build time (Amsterdam), injected at build. */
export function VersionLabel({ className }: { className?: string }) {
  return <p className={className ?? 'version-label'}>{versionLabel()}</p>;
}
