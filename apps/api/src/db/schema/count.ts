import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A stored count (spec 3 `countObject`), holding only what research needs. Everything that
 * identifies a person lives in `count_personal`, so aggregates and exports never read it.
 */
export const countSubmission = pgTable(
  'count_submission',
  {
    /** The `tellingUUID` answered to the client. */
    id: uuid('id').primaryKey(),
    /** The client's idempotency key: one row per count, however often it is retried. */
    countId: uuid('count_id').notNull().unique(),
    /** SHA-256 of the validated body, so a reused countId with another count is refused. */
    bodyHash: text('body_hash').notNull(),
    campaignYear: integer('campaign_year').notNull(),
    inztestid: bigint('inztestid', { mode: 'number' }).notNull(),
    /** The client's `countedon` as sent (the chosen time plus one hour, spec 7). */
    countedOn: timestamp('counted_on', { withTimezone: true }).notNull(),
    /** The chosen Amsterdam date and wall-clock time the count encodes. */
    countDate: date('count_date').notNull(),
    countTime: text('count_time').notNull(),
    teller: text('teller'),
    telplek: text('telplek'),
    neerslag: text('neerslag'),
    groottetuin: text('groottetuin'),
    beplanting: text('beplanting'),
    katten: text('katten'),
    bestrijdingsmiddelen: text('bestrijdingsmiddelen'),
    voeding: text('voeding'),
    elementen: jsonb('elementen').$type<string[]>(),
    municipalityCode: text('municipality_code').notNull().default(''),
    municipality: text('municipality').notNull().default(''),
    province: text('province').notNull().default(''),
    /** The recognised CBS areas ('PV27', 'GM0363'), '' when unknown: the results' keys. */
    areaProvince: text('area_province').notNull().default(''),
    areaMunicipality: text('area_municipality').notNull().default(''),
    /** Left out of every result by the campaign office (events in `count_exclusion`). */
    excluded: boolean('excluded').notNull().default(false),
    /** The four digits of the postal code: an area of a few thousand addresses. */
    pc4: text('pc4').notNull(),
    /** Coordinates rounded to 0.01° (about 1 km); the exact point is personal data. */
    latCoarse: doublePrecision('lat_coarse'),
    lngCoarse: doublePrecision('lng_coarse'),
    privateLocation: boolean('private_location').notNull(),
    homeAddress: boolean('home_address').notNull(),
    participants: integer('participants').notNull(),
    birdsCountedTotal: integer('birds_counted_total').notNull(),
    hasSuspiciousValues: boolean('has_suspicious_values').notNull(),
    unrecognizedBirdRemarks: text('unrecognized_bird_remarks'),
    remarks: text('remarks'),
    photoId: text('photo_id'),
    referralCode: text('referral_code'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Keyed hashes (HMAC-SHA-256, `moderation_key`) of the client's address and of its network
     * (IPv4 /24, IPv6 /48), for the moderation burst rules; never the address itself.
     */
    clientAddressHash: text('client_address_hash'),
    clientNetworkHash: text('client_network_hash'),
  },
  (table) => [
    index('count_submission_campaign_year_idx').on(table.campaignYear),
    index('count_submission_received_idx').on(table.receivedAt, table.id),
    index('count_submission_client_address_idx').on(table.clientAddressHash, table.receivedAt),
    index('count_submission_client_network_idx').on(table.clientNetworkHash, table.receivedAt),
  ],
);

/** One counted species of a count; suspicious as the server computed it from its thresholds. */
export const countBird = pgTable(
  'count_bird',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => countSubmission.id, { onDelete: 'cascade' }),
    /** The `birds` map key: a bird id, or '97' for 'Niet herkend'. No FK: birds may be retired. */
    birdId: text('bird_id').notNull(),
    count: integer('count').notNull(),
    suspicious: boolean('suspicious').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.submissionId, table.birdId] }),
    index('count_bird_bird_id_idx').on(table.birdId),
  ],
);

/** The personal part of a count; delete the row to forget the person and keep the count. */
export const countPersonal = pgTable(
  'count_personal',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => countSubmission.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastNamePrefix: text('last_name_prefix'),
    lastName: text('last_name').notNull(),
    emailAddress: text('email_address').notNull(),
    phoneNumber: text('phone_number'),
    permissionToCall: boolean('permission_to_call'),
    newsLetter: boolean('news_letter').notNull(),
    isOrganisation: boolean('is_organisation').notNull(),
    externalCampaign: jsonb('external_campaign')
      .$type<{ name: string; value: string | boolean }[]>()
      .notNull(),
    postalCode: text('postal_code').notNull(),
    streetNumber: text('street_number').notNull(),
    streetNumberAddition: text('street_number_addition'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    /** Exact `'lat,long'` of the address. */
    geo: text('geo').notNull(),
  },
  // A participant's own counts and the erasure of their data are looked up by e-mail.
  (table) => [index('count_personal_email_idx').on(table.emailAddress)],
);

/** A failed submission as the client reported it (spec 7 "Log error"), without personal fields. */
export const countError = pgTable('count_error', {
  id: serial('id').primaryKey(),
  inztestid: bigint('inztestid', { mode: 'number' }),
  functionName: text('function_name').notNull(),
  errorMessage: text('error_message').notNull(),
  errorStack: text('error_stack').notNull(),
  userAgent: text('user_agent').notNull(),
  /** The count object reduced to its non-personal fields. */
  countObject: jsonb('count_object').$type<Record<string, unknown>>(),
  extra: jsonb('extra'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The count submissions the server refused (400/413, 409, 429), per minute and kind: each
 * instance adds its tally every few seconds, so the rows are the sum over instances
 * (decision 131). No request detail is kept, only the number.
 */
export const countRefusal = pgTable(
  'count_refusal',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    refusals: integer('refusals').notNull(),
  },
  (table) => [primaryKey({ columns: [table.minute, table.kind] })],
);

/**
 * Donation segments filled by the organisation: the SHA-256 of a normalised e-mail address
 * mapped to the donation page to send that person to. No address is stored in the clear.
 */
export const segment = pgTable('segment', {
  emailHash: text('email_hash').primaryKey(),
  pageId: text('page_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
