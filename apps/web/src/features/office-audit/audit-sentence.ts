import type { AuditItem } from '@tvt/contract/office';
import { OFFICE_ROLE_LABEL, isOfficeRole } from '@tvt/domain';

/** One field that changed: its Dutch name and the value before and after (shortened text). */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/** Field names as the organiser knows them; a field not named here is shown as it is. */
const FIELD: Record<string, string> = {
  name: 'naam',
  title: 'titel',
  text: 'tekst',
  html: 'tekst',
  subject: 'onderwerp',
  scheduled: 'ingepland',
  roles: 'rollen',
  birdId: 'vogel',
  image: 'afbeelding',
  sound: 'geluid',
  video: 'video',
  picture: 'foto',
  scientificName: 'wetenschappelijke naam',
  englishName: 'Engelse naam',
  family: 'familie',
  lengthCm: 'lengte (cm)',
  otherNames: 'andere namen',
  habitatNote: 'waar zie je hem',
  commonness: 'plaats in de ranglijst',
  similar: 'lijkt op',
  credit: 'maker en licentie',
  description: 'beschrijving',
  phase1Start: 'start fase 1',
  phase2Start: 'start telweekend',
  phase3Start: 'start fase 3',
  phase3End: 'einde',
  active: 'actief',
  state: 'status',
  excluded: 'uitgesloten',
  reason: 'reden',
  items: 'menu-items',
  pages: 'pagina’s',
};
/** Bookkeeping fields that change with every save and say nothing to the reader. */
const IGNORED = new Set(['id', 'updatedAt', 'createdAt', 'primaryOrder']);
const MAX = 80;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(leeg)';
  if (typeof value === 'boolean') return value ? 'ja' : 'nee';
  if (Array.isArray(value) && value.every((v) => isOfficeRole(v))) {
    return value.length ? value.map((v) => OFFICE_ROLE_LABEL[v]).join(', ') : '(geen)';
  }
  const text = (typeof value === 'string' ? value : JSON.stringify(value))
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `“${text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text}”`;
}

/** The fields whose value differs between before and after, in the order of the after state. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = asObject(before);
  const a = asObject(after);
  if (!before || !after) return [];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys
    .filter((key) => !IGNORED.has(key) && JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((key) => ({ field: FIELD[key] ?? key, before: shown(b[key]), after: shown(a[key]) }));
}

const nameOf = (item: AuditItem): string => {
  const state = { ...asObject(item.before), ...asObject(item.after) };
  const name = state.name ?? state.title;
  return typeof name === 'string' && name ? ` “${name}”` : '';
};

function roleChanged(item: AuditItem): string {
  const before = asObject(item.before).roles;
  const after = asObject(item.after).roles;
  const was: unknown[] = Array.isArray(before) ? before : [];
  const now: unknown[] = Array.isArray(after) ? after : [];
  const changed = [...now.filter((r) => !was.includes(r)), ...was.filter((r) => !now.includes(r))];
  const role = changed.find((r) => isOfficeRole(r));
  return role ? OFFICE_ROLE_LABEL[role] : 'een rol';
}

const TEXT_NAME: Record<string, string> = { about: 'Over de telling' };
const SLOT: Record<string, string> = { sound: 'geluid', video: 'video', picture: 'foto' };

/** What was done, as the rest of a sentence after who did it. */
function predicate(item: AuditItem): string {
  const subject = item.subjectEmail ?? 'een account';
  const id = item.entityId ?? '';
  const after = asObject(item.after);
  const [area, verb = ''] = item.action.split(/\.(.*)/s);
  switch (item.action) {
    case 'role.grant':
      return `gaf ${subject} de rol ${roleChanged(item)}`;
    case 'role.revoke':
      return `nam ${subject} de rol ${roleChanged(item)} af`;
    case 'account.create':
      return `maakte het account ${subject} aan`;
    case 'campaign.create':
      return `maakte de campagne ${id} aan`;
    case 'campaign.update':
      return `wijzigde de campagne ${id}`;
    case 'campaign.banner-image.upload':
      return 'uploadde een bannerafbeelding';
    case 'tip.create':
      return `maakte de tip${nameOf(item)} aan`;
    case 'tip.update':
      return `wijzigde de tip${nameOf(item)}`;
    case 'tip.delete':
      return `verwijderde de tip${nameOf(item)}`;
    case 'tip.image':
      return `gaf de tip${nameOf(item)} een nieuwe afbeelding`;
    case 'text.update':
      return `wijzigde de tekst “${TEXT_NAME[id] ?? id}”`;
    case 'faq.update':
      return 'wijzigde de veelgestelde vragen';
    case 'tour.update':
      return 'wijzigde de introductietour';
    case 'menu.update':
      return 'wijzigde het menu Meer';
    case 'media.upload':
      return 'uploadde een afbeelding';
    case 'bird.update':
      return `wijzigde de vogel${nameOf(item) || ` ${id}`}`;
    case 'bird.credit':
      return `wijzigde maker en licentie van een bestand van de vogel ${id}`;
    case 'moderation.accept':
      return `accepteerde telling ${id.slice(0, 8)}`;
    case 'moderation.exclude':
      return `sloot telling ${id.slice(0, 8)} uit`;
    case 'moderation.personal.view':
      return `bekeek de persoonsgegevens van telling ${id.slice(0, 8)}`;
    case 'reminder.update':
      return `wijzigde de herinnering voor ${id}`;
    case 'newsletter.export':
      return `downloadde de nieuwsbrieflijst (${typeof after.rows === 'number' ? after.rows : 0} adressen)`;
    case 'retention.run':
      return 'verwijderde de persoonsgegevens van afgelopen campagnes (bewaartermijn)';
  }
  if (area === 'bird' && SLOT[verb]) return `gaf de vogel ${id} een nieuw(e) ${SLOT[verb]}`;
  if (area === 'export') return `exporteerde de tellingen van ${id} als ${verb.toUpperCase()}`;
  return `deed ${item.action} op ${item.entity}${id ? ` ${id}` : ''}`;
}

/** The row as a Dutch sentence: 'beheer@… gaf redactie@… de rol Redacteur'. */
export function auditSentence(item: AuditItem): string {
  const who = item.actor
    ? (item.actor.email ?? 'een verwijderd account')
    : item.action === 'retention.run'
      ? 'Het systeem'
      : 'De opdrachtregel';
  return `${who} ${predicate(item)}`;
}
