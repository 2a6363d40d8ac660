import type { ComponentType } from 'react';
import type { OfficeRole } from '@tvt/domain';
import { OfficeAuditPage } from '../office-audit/index.ts';
import { CampaignPage } from '../office-campaign/index.ts';
import { OfficeBirdsPage, OfficeContentPage } from '../office-content/index.ts';
import { ExportPage, ModerationPage } from '../office-moderation/index.ts';
import { OfficeRolesPage } from '../office-roles/index.ts';
import { PersonalDataPage, ReminderPage } from '../office-signup/index.ts';

/**
 * One area of the office (issue 12): its place under /beheer, its name in the side nav, the
 * role it needs (an admin holds all) and its page, loaded on first visit.
 * Everything under `/beheer/<path>/` is the section's; one with pages of its own picks them from
 * `useOfficeSegments()` (office-common).
 */
export interface OfficeSection {
  /** Relative to /beheer, no slashes at either end: 'rollen' → /beheer/rollen. */
  path: string;
  /** The side nav's Dutch label. */
  label: string;
  role: OfficeRole;
  /** The page, from the area feature's public entry: `page(ThatPage)`. */
  lazy: () => Promise<{ default: ComponentType }>;
}

/**
 * A page as `lazy` wants it. The page is imported statically by this file, so the whole office
 * is one chunk, itself loaded lazily under /beheer: a second level of dynamic imports made the
 * bundler move shared modules (the query library, the request helper) out of the public entry
 * into a common chunk, and /home's first load grew past its budget (decision 060).
 */
export const page = (Page: ComponentType) => () => Promise.resolve({ default: Page });

/**
 * The office's sections, in side nav order. Each area adds ONE import and ONE entry here, e.g.
 * `{ path: 'campagne', label: 'Campagne', role: 'admin', lazy: page(CampaignPage) },`
 */
export const officeSections: OfficeSection[] = [
  { path: 'campagne', label: 'Campagne', role: 'admin', lazy: page(CampaignPage) },
  { path: 'inhoud', label: 'Inhoud', role: 'editor', lazy: page(OfficeContentPage) },
  { path: 'vogels', label: 'Vogels', role: 'editor', lazy: page(OfficeBirdsPage) },
  { path: 'herinnering', label: 'Herinnering', role: 'editor', lazy: page(ReminderPage) },
  { path: 'moderatie', label: 'Moderatie', role: 'moderator', lazy: page(ModerationPage) },
  { path: 'export', label: 'Onderzoeksexport', role: 'research', lazy: page(ExportPage) },
  {
    path: 'persoonsgegevens',
    label: 'Persoonsgegevens',
    role: 'admin',
    lazy: page(PersonalDataPage),
  },
  { path: 'rollen', label: 'Rollen', role: 'admin', lazy: page(OfficeRolesPage) },
  { path: 'auditlog', label: 'Auditlog', role: 'admin', lazy: page(OfficeAuditPage) },
];
