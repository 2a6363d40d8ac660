import * as z from 'zod/mini';
import { z as zf } from 'zod';
import { AUDIT_AREA_KEYS, MAX_PAGE_SIZE } from '@tvt/domain';

const text = (field: string, max: number) =>
  zf
    .string()
    .trim()
    .max(max, { error: `Het filter '${field}' is te lang (hoogstens ${max} tekens).` })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** 2026-02-31 matches the pattern but is no day. */
function realDay(value: string): boolean {
  const instant = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(value);
}

const day = (field: string) =>
  zf
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `Het filter '${field}' is een datum als 2026-02-13.` })
    .refine((value) => realDay(value), {
      error: `Het filter '${field}' is geen bestaande datum.`,
    })
    .optional();

const positive = (field: string, max: number, fallback: number) => {
  const error = `De parameter '${field}' moet een geheel getal van 1 tot en met ${max} zijn.`;
  return zf
    .string()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(zf.number().int().min(1, { error }).max(max, { error }))
    .optional()
    .transform((value) => value ?? fallback);
};

/**
 * `GET {office}/audit`: filters (all optional) and the page. `actor` is part of an e-mail
 * address or an account id; `area` an area of the office (AUDIT_AREAS); `from`/`to` are
 * Amsterdam days, both included.
 */
export const auditQuery = zf
  .object({
    actor: text('actor', 200),
    action: text('action', 100),
    area: zf
      .enum(AUDIT_AREA_KEYS as [string, ...string[]], { error: 'Kies een onderdeel uit de lijst.' })
      .optional(),
    entity: text('entity', 100),
    entityId: text('entityId', 200),
    from: day('from'),
    to: day('to'),
    page: positive('page', 100_000, 1),
    pageSize: positive('pageSize', MAX_PAGE_SIZE, 50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "De datum 'van' ligt na de datum 'tot en met'.",
    path: ['to'],
  });
export type AuditQuery = zf.output<typeof auditQuery>;

const auditItem = z.object({
  id: z.int(),
  /** ISO 8601 instant. */
  at: z.string(),
  /** Who did it; null for an operator's command (or an account deleted since). */
  actor: z.nullable(z.object({ accountId: z.string(), email: z.nullable(z.string()) })),
  action: z.string(),
  entity: z.string(),
  entityId: z.nullable(z.string()),
  /** The account the change was about (roles, an account made), by its e-mail address. */
  subjectEmail: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditItem = z.infer<typeof auditItem>;

/** `GET {office}/audit`: newest first. */
export const auditListResponse = z.object({
  items: z.array(auditItem),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AuditList = z.infer<typeof auditListResponse>;
