import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AuditList, auditListResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

export interface AuditFilters {
  /** Part of an e-mail address. */
  actor: string;
  /** An area of the office (AUDIT_AREAS), or '' for all. */
  area: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', area: '', from: '', to: '' };
export const AUDIT_PAGE_SIZE = 25;

/** `GET {office}/audit`: a page of the audit log, newest first (admin). */
export function fetchAudit(
  filters: AuditFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AuditList> {
  const url = officeUrl('audit', { ...filters, page, pageSize: AUDIT_PAGE_SIZE });
  return requestJson(url, auditListResponse, { signal });
}

export const auditQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: ['office', 'audit', filters, page],
    queryFn: ({ signal }) => fetchAudit(filters, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAudit(filters: AuditFilters, page: number) {
  return useQuery(auditQuery(filters, page));
}
