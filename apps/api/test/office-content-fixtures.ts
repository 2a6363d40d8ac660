import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog } from '../src/db/schema/index.ts';
import { type OfficeSession, createOfficeSession } from './helpers/office-session.ts';
import type { TestApp } from './helpers/test-app.ts';

/** Sessions for the access checks: none, a plain account, the wrong role, the right ones. */
export interface OfficePeople {
  plain: OfficeSession;
  moderator: OfficeSession;
  editor: OfficeSession;
  admin: OfficeSession;
}

export async function officePeople(t: TestApp): Promise<OfficePeople> {
  return {
    plain: await createOfficeSession(t, []),
    moderator: await createOfficeSession(t, ['moderator']),
    editor: await createOfficeSession(t, ['editor']),
    admin: await createOfficeSession(t, ['admin']),
  };
}

/** A multipart body with one file in the field `file`, as a browser's FormData sends it. */
export async function fileForm(
  bytes: Buffer,
  type = 'application/octet-stream',
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'upload.bin');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

export { wavTone } from './wav-tone.ts';

/** The start of a WebM file (EBML header, doctype webm): what the type sniffing reads. */
export function webmStart(): Buffer {
  const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]),
    docType,
    Buffer.alloc(256),
  ]);
}

export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The audit rows of one entity, oldest first. */
export async function auditRows(t: TestApp, entity: string, entityId?: string) {
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(
      entityId === undefined
        ? eq(auditLog.entity, entity)
        : and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)),
    )
    .orderBy(auditLog.id);
  return rows;
}
