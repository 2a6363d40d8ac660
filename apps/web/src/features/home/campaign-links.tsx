import { useConfig } from '#shared/config/config-query.ts';
import { ExternalLink } from './external-link.tsx';

/**
 * Phase 2: the campaign's social channels as plain links (the spec's social feed, without a
 * third-party widget) and the social wall and results pages. Unset links are left out; with
 * none set the block is hidden.
 */
export function CampaignLinks() {
  const links = useConfig()?.links;
  if (!links) return null;
  const rows = [
    ...(links.socialWall ? [{ title: 'Bekijk de social wall', url: links.socialWall }] : []),
    ...(links.results ? [{ title: 'Live resultaten per soort', url: links.results }] : []),
    ...links.social.map((s) => ({ title: `Volg ons op ${s.title}`, url: s.url })),
  ];
  if (rows.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="campaign-links-title">
      <h2 id="campaign-links-title" className="section-title">
        Volg de telling
      </h2>
      <ul className="link-list">
        {rows.map((row) => (
          <li key={row.url}>
            <ExternalLink className="link-list__row" href={row.url} icon>
              <span>{row.title}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
