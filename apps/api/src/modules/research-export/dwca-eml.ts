import { DATASET_LICENCES, type DatasetSettings, datasetCitation } from '@tvt/domain';
import { SAMPLING_PROTOCOL } from './dwca-rows.ts';

export interface EmlInput {
  year: number;
  settings: DatasetSettings;
  /** Accepted counts (events) and the dates they cover. */
  events: number;
  firstDate: string | null;
  lastDate: string | null;
  species: number;
  /** `YYYY-MM-DD`, the archive's date. */
  today: string;
}

const xml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

export const MODERATION_RULE =
  'Every count is checked by rules: a species at or above its threshold (a number exceptional ' +
  'for one garden), many species or birds, a date or hour outside the count, or a burst of ' +
  'counts from one address or network puts it in a moderation queue. A moderator of the ' +
  'organisation accepts it or excludes it with a reason. Excluded counts are left out of this ' +
  'dataset, as they are out of the published results.';

/** The organisation as EML's creator, contact and metadata provider. */
function party(tag: string, s: DatasetSettings): string {
  return `    <${tag}>
      <organizationName>${xml(s.organisation)}</organizationName>
      <address><country>NL</country></address>
      <electronicMailAddress>${xml(s.contactEmail)}</electronicMailAddress>
    </${tag}>`;
}

/** eml.xml (GBIF metadata profile, EML 2.1.1): what the dataset is, who holds it, how it is made. */
export function emlXml(input: EmlInput): string {
  const { year, settings: s } = input;
  const licence = DATASET_LICENCES[s.licence];
  const citation = datasetCitation(s, year, input.today);
  return `<?xml version="1.0" encoding="UTF-8"?>
<eml:eml xmlns:eml="eml://ecoinformatics.org/eml-2.1.1"
  xmlns:dc="http://purl.org/dc/terms/"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="eml://ecoinformatics.org/eml-2.1.1 http://rs.gbif.org/schema/eml-gbif-profile/1.2/eml.xsd"
  packageId="tuinvogeltelling-${year}" system="http://gbif.org" scope="system" xml:lang="en">
  <dataset>
    <alternateIdentifier>tuinvogeltelling-${year}</alternateIdentifier>
    <title xml:lang="en">Tuinvogeltelling ${year}: garden bird counts in the Netherlands</title>
    <title xml:lang="nl">Tuinvogeltelling ${year}: tellingen van tuinvogels in Nederland</title>
${party('creator', s)}
${party('metadataProvider', s)}
    <pubDate>${input.today}</pubDate>
    <language>en</language>
    <abstract>
      <para>${xml(
        `The Tuinvogeltelling is the yearly national garden bird count of the Netherlands. ` +
          `In campaign ${year}, ${input.events} accepted counts each cover 30 minutes in one ` +
          `garden or on one balcony, with the highest number seen at one moment for each of the ` +
          `${input.species} species of the count form (absences included) and birds not ` +
          `identified as Aves. Each count carries its garden's variables. Locations are ` +
          `generalised: no address or exact position of a participant is published.`,
      )}</para>
    </abstract>
    <keywordSet>
      <keyword>Samplingevent</keyword>
      <keywordThesaurus>GBIF Dataset Type Vocabulary: http://rs.gbif.org/vocabulary/gbif/dataset_type.xml</keywordThesaurus>
    </keywordSet>
    <keywordSet>
      <keyword>Citizen science</keyword>
      <keyword>garden birds</keyword>
      <keyword>Netherlands</keyword>
      <keywordThesaurus>n/a</keywordThesaurus>
    </keywordSet>
    <intellectualRights>
      <para>This work is licensed under a <ulink url="${licence.url}"><citetitle>${xml(
        licence.title,
      )}</citetitle></ulink>. Rights holder: ${xml(s.rightsHolder)}.</para>
    </intellectualRights>
    <coverage>
      <geographicCoverage>
        <geographicDescription>The Netherlands (gardens and balconies)</geographicDescription>
        <boundingCoordinates>
          <westBoundingCoordinate>3.3</westBoundingCoordinate>
          <eastBoundingCoordinate>7.3</eastBoundingCoordinate>
          <northBoundingCoordinate>53.6</northBoundingCoordinate>
          <southBoundingCoordinate>50.7</southBoundingCoordinate>
        </boundingCoordinates>
      </geographicCoverage>
      <temporalCoverage>
        <rangeOfDates>
          <beginDate><calendarDate>${input.firstDate ?? input.today}</calendarDate></beginDate>
          <endDate><calendarDate>${input.lastDate ?? input.today}</calendarDate></endDate>
        </rangeOfDates>
      </temporalCoverage>
      <taxonomicCoverage>
        <generalTaxonomicCoverage>Birds seen in Dutch gardens in winter</generalTaxonomicCoverage>
        <taxonomicClassification>
          <taxonRankName>class</taxonRankName>
          <taxonRankValue>Aves</taxonRankValue>
        </taxonomicClassification>
      </taxonomicCoverage>
    </coverage>
    <maintenance><description><para>Published once per campaign.</para></description><maintenanceUpdateFrequency>annually</maintenanceUpdateFrequency></maintenance>
${party('contact', s)}
    <methods>
      <methodStep><description><para>${xml(SAMPLING_PROTOCOL)}</para></description></methodStep>
      <sampling>
        <studyExtent><description><para>${xml(
          `Counting days of campaign ${year}, all of the Netherlands.`,
        )}</para></description></studyExtent>
        <samplingDescription><para>${xml(
          'Participants choose the date and start time; the count is submitted with the ' +
            'app or website. The location is generalised as event.txt dataGeneralizations says.',
        )}</para></samplingDescription>
      </sampling>
      <qualityControl><description><para>${xml(MODERATION_RULE)}</para></description></qualityControl>
    </methods>
  </dataset>
  <additionalMetadata>
    <metadata>
      <gbif>
        <dateStamp>${input.today}</dateStamp>
        <hierarchyLevel>dataset</hierarchyLevel>
        <citation>${xml(citation)}</citation>
      </gbif>
    </metadata>
  </additionalMetadata>
</eml:eml>
`;
}
