import type { SubmissionRecord } from './submission-record.ts';

/** Counts' rows as JSON arrays of objects keyed by column name, for `jsonb_to_recordset`. */
export function rowsJson(records: readonly SubmissionRecord[]) {
  const submissions = records.map(({ submission: s }) => ({
    id: s.id,
    count_id: s.countId,
    body_hash: s.bodyHash,
    campaign_year: s.campaignYear,
    inztestid: s.inztestid,
    counted_on: s.countedOn,
    count_date: s.countDate,
    count_time: s.countTime,
    teller: s.teller,
    telplek: s.telplek,
    neerslag: s.neerslag,
    groottetuin: s.groottetuin,
    beplanting: s.beplanting,
    katten: s.katten,
    bestrijdingsmiddelen: s.bestrijdingsmiddelen,
    voeding: s.voeding,
    elementen: s.elementen,
    municipality_code: s.municipalityCode,
    municipality: s.municipality,
    province: s.province,
    pc4: s.pc4,
    lat_coarse: s.latCoarse,
    lng_coarse: s.lngCoarse,
    private_location: s.privateLocation,
    home_address: s.homeAddress,
    participants: s.participants,
    birds_counted_total: s.birdsCountedTotal,
    has_suspicious_values: s.hasSuspiciousValues,
    unrecognized_bird_remarks: s.unrecognizedBirdRemarks,
    remarks: s.remarks,
    photo_id: s.photoId,
    referral_code: s.referralCode,
  }));
  const birds = records.flatMap(({ submission, birds }) =>
    birds.map((b) => ({
      submission_id: submission.id,
      bird_id: b.birdId,
      count: b.count,
      suspicious: b.suspicious,
    })),
  );
  const personal = records.map(({ submission, personal: p }) => ({
    submission_id: submission.id,
    first_name: p.firstName,
    last_name_prefix: p.lastNamePrefix,
    last_name: p.lastName,
    email_address: p.emailAddress,
    phone_number: p.phoneNumber,
    permission_to_call: p.permissionToCall,
    news_letter: p.newsLetter,
    is_organisation: p.isOrganisation,
    external_campaign: p.externalCampaign,
    postal_code: p.postalCode,
    street_number: p.streetNumber,
    street_number_addition: p.streetNumberAddition,
    street: p.street,
    city: p.city,
    geo: p.geo,
  }));
  return {
    submissions: JSON.stringify(submissions),
    birds: JSON.stringify(birds),
    personal: JSON.stringify(personal),
  };
}
