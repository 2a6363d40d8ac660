import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { countBird, countPersonal, countSubmission } from '../src/db/schema/index.ts';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => COUNT_NOW, env: { COUNT_SUBMIT_RATE_LIMIT: '100000' } });
});
afterAll(async () => {
  await t?.close();
});

const submit = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/count/v1/inzending', payload: body as object });

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function rowCounts() {
  const result = await t.database.db.execute(sql`
    select (select count(*) from count_submission)::int as submissions,
           (select count(*) from count_bird)::int as birds,
           (select count(*) from count_personal)::int as personal`);
  return rowsOf<{ submissions: number; birds: number; personal: number }>(result)[0]!;
}

describe('POST /api/count/v1/inzending', () => {
  it('stores a valid count once, research and personal data apart', async () => {
    const body = validCountBody();
    const res = await submit(body);
    expect(res.statusCode).toBe(200);
    const { tellingUUID } = res.json<{ tellingUUID: string }>();
    expect(tellingUUID).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await t.database.db
      .select()
      .from(countSubmission)
      .where(eq(countSubmission.id, tellingUUID));
    expect(row).toMatchObject({
      countId: body.countId,
      campaignYear: 2025,
      countDate: '2025-01-25',
      countTime: '10:15',
      telplek: 'tuin',
      groottetuin: '25-100m2',
      elementen: ['bomen', 'heg', 'vijver'],
      municipalityCode: '0344',
      province: 'Utrecht',
      pc4: '3511',
      latCoarse: 52.09,
      lngCoarse: 5.12,
      participants: 2,
      birdsCountedTotal: 12,
      hasSuspiciousValues: false,
      remarks: 'Mooie ochtend.',
      photoId: null,
    });
    expect(row!.countedOn.toISOString()).toBe(body.countedon);
    const research = JSON.stringify(row);
    for (const personal of [
      'Jan',
      'jansen',
      'example.nl',
      '0612345678',
      'Oudegracht',
      '3511 AB',
      '3511AB',
      '52.0907374',
    ])
      expect(research).not.toContain(personal);

    const birds = await t.database.db
      .select()
      .from(countBird)
      .where(eq(countBird.submissionId, tellingUUID));
    expect(birds.map((b) => [b.birdId, b.count, b.suspicious]).sort()).toEqual([
      ['huismus', 7, false],
      ['koolmees', 3, false],
      ['merel', 2, false],
    ]);
    const [person] = await t.database.db
      .select()
      .from(countPersonal)
      .where(eq(countPersonal.submissionId, tellingUUID));
    expect(person).toMatchObject({
      firstName: 'Jan',
      lastName: 'Jansen',
      lastNamePrefix: 'van',
      emailAddress: 'jan.jansen@example.nl',
      phoneNumber: '0612345678',
      permissionToCall: true,
      postalCode: '3511AB',
      streetNumber: '12',
      streetNumberAddition: 'bis',
      street: 'Oudegracht',
      geo: '52.0907374,5.1214201',
    });
  });

  it('answers a retry of the same countId with the first tellingUUID and stores nothing new', async () => {
    const body = validCountBody();
    const first = await submit(body);
    const before = await rowCounts();
    const second = await submit({
      ...body,
      userData: { ...body.userData },
      birds: { ...body.birds },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await rowCounts()).toEqual(before);
  });

  it('stores one row for 50 concurrent retries of one countId, all answered alike', async () => {
    const body = validCountBody();
    const before = await rowCounts();
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.json<{ tellingUUID: string }>().tellingUUID)).size).toBe(1);
    const after = await rowCounts();
    expect(after).toEqual({
      submissions: before.submissions + 1,
      birds: before.birds + 3,
      personal: before.personal + 1,
    });
  });

  it('keeps one count when two different bodies race on one countId', async () => {
    const a = validCountBody();
    const b = { ...a, participants: 7 };
    const before = await rowCounts();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(i % 2 === 0 ? a : b)),
    );
    const statuses = answers.map((r) => r.statusCode);
    const winners = new Set(statuses.flatMap((s, i) => (s === 200 ? [i % 2] : [])));
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(winners.size).toBe(1);
    expect((await rowCounts()).submissions).toBe(before.submissions + 1);
  });

  it('stores each of many concurrent different counts exactly once', async () => {
    const before = await rowCounts();
    const bodies = Array.from({ length: 60 }, () => validCountBody());
    const answers = await Promise.all(bodies.map((body) => submit(body)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((r) => r.json<{ tellingUUID: string }>().tellingUUID)).size).toBe(
      60,
    );
    expect(await rowCounts()).toEqual({
      submissions: before.submissions + 60,
      birds: before.birds + 180,
      personal: before.personal + 60,
    });
  });

  it('refuses the same countId with another count (409, Dutch) and keeps the first', async () => {
    const body = validCountBody();
    const first = await submit(body);
    const res = await submit({ ...body, participants: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      field: 'countId',
      message: expect.stringContaining('telling'),
    });
    const [row] = await t.database.db
      .select({ participants: countSubmission.participants })
      .from(countSubmission)
      .where(eq(countSubmission.id, first.json<{ tellingUUID: string }>().tellingUUID));
    expect(row!.participants).toBe(2);
  });

  it('recomputes suspicious flags and totals from the bird table, ignoring the client', async () => {
    const body = validCountBody();
    // Merel's threshold is 10: 10 is suspicious; the client claims it is not, and lies about the total.
    body.birds.merel.birdCount = 10;
    body.birdsCountedTotal = 1;
    const res = await submit(body);
    expect(res.statusCode).toBe(200);
    const id = res.json<{ tellingUUID: string }>().tellingUUID;
    const [row] = await t.database.db
      .select()
      .from(countSubmission)
      .where(eq(countSubmission.id, id));
    expect(row).toMatchObject({ hasSuspiciousValues: true, birdsCountedTotal: 20 });
    const birds = await t.database.db
      .select()
      .from(countBird)
      .where(eq(countBird.submissionId, id));
    expect(birds.find((b) => b.birdId === 'merel')).toMatchObject({ count: 10, suspicious: true });
    expect(birds.find((b) => b.birdId === 'huismus')).toMatchObject({ suspicious: false });
  });

  it("clears a client's suspicious flag below the threshold", async () => {
    const body = validCountBody();
    body.birds.huismus.birdCountSuspicious = true;
    body.hasSuspiciousValues = true;
    const id = (await submit(body)).json<{ tellingUUID: string }>().tellingUUID;
    const [row] = await t.database.db
      .select()
      .from(countSubmission)
      .where(eq(countSubmission.id, id));
    expect(row!.hasSuspiciousValues).toBe(false);
  });

  it("stores 'Niet herkend' under '97' with its description, never suspicious below 999", async () => {
    const body = validCountBody();
    const birds = {
      ...body.birds,
      '97': {
        birdCountSuspicious: true,
        birdName: 'Niet herkend',
        birdImage: '',
        birdCount: 4,
      },
    };
    const res = await submit({ ...body, birds, unrecognizedBirdRemarks: 'Klein, bruin, snel.' });
    expect(res.statusCode).toBe(200);
    const id = res.json<{ tellingUUID: string }>().tellingUUID;
    const rows = await t.database.db.select().from(countBird).where(eq(countBird.submissionId, id));
    expect(rows.find((b) => b.birdId === '97')).toMatchObject({ count: 4, suspicious: false });
    const [row] = await t.database.db
      .select()
      .from(countSubmission)
      .where(eq(countSubmission.id, id));
    expect(row!.unrecognizedBirdRemarks).toBe('Klein, bruin, snel.');
  });

  it("knows 'Niet herkend' only by the domain's id: another key for it is refused", async () => {
    const body = validCountBody();
    const entry = {
      birdCountSuspicious: false,
      birdName: 'Niet herkend',
      birdImage: '',
      birdCount: 1,
    };
    const res = await submit({ ...body, birds: { ...body.birds, 'niet-herkend': entry } });
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.select().from(countSubmission)).not.toContainEqual(
      expect.objectContaining({ countId: body.countId }),
    );
  });

  it('accepts a count without birds (no birds seen)', async () => {
    const res = await submit({ ...validCountBody(), birds: {}, birdsCountedTotal: 0 });
    expect(res.statusCode).toBe(200);
  });

  it('drops the phone permission when no phone number is given', async () => {
    const body = validCountBody();
    const { phoneNumber: _phone, ...userData } = body.userData;
    const id = (await submit({ ...body, userData })).json<{ tellingUUID: string }>().tellingUUID;
    const [person] = await t.database.db
      .select()
      .from(countPersonal)
      .where(eq(countPersonal.submissionId, id));
    expect(person).toMatchObject({ phoneNumber: null, permissionToCall: null });
  });
});
