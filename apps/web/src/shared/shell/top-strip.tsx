import { useConfig } from '../config/config-query.ts';
import { DEFAULT_CONFIG } from '../config/runtime-config.ts';

/** The 20 px strip with the organisation's logo and name (configurable through /config.json). */
export function TopStrip() {
  const organisation = (useConfig() ?? DEFAULT_CONFIG).organisation;
  return (
    <div className="top-strip">
      <img src={organisation.logo} alt="" width="14" height="14" />
      <span>{organisation.name}</span>
    </div>
  );
}
