/**
 * The Darwin Core Archive's files and their columns, in order, each with its term's URI
 * (Darwin Core: http://rs.tdwg.org/dwc/terms/, Dublin Core: http://purl.org/dc/terms/, the
 * extended MeasurementOrFact extension: http://rs.iobis.org/obis/terms/). meta.xml is written
 * from this list, so a file's columns and their description cannot drift apart.
 */
const DWC = 'http://rs.tdwg.org/dwc/terms/';
const OBIS = 'http://rs.iobis.org/obis/terms/';

export interface DwcFile {
  file: string;
  rowType: string;
  /** Column 0 is the core's id (`eventID`) in every file. */
  terms: readonly string[];
}

const dwc = (...names: string[]) => names.map((n) => `${DWC}${n}`);

export const EVENT_FILE: DwcFile = {
  file: 'event.txt',
  rowType: `${DWC}Event`,
  terms: dwc(
    'eventID',
    'eventDate',
    'year',
    'samplingProtocol',
    'sampleSizeValue',
    'sampleSizeUnit',
    'samplingEffort',
    'habitat',
    'countryCode',
    'stateProvince',
    'municipality',
    'locationID',
    'locality',
    'decimalLatitude',
    'decimalLongitude',
    'coordinateUncertaintyInMeters',
    'geodeticDatum',
    'dataGeneralizations',
    'informationWithheld',
  ),
};

export const OCCURRENCE_FILE: DwcFile = {
  file: 'occurrence.txt',
  rowType: `${DWC}Occurrence`,
  terms: dwc(
    'eventID',
    'occurrenceID',
    'basisOfRecord',
    'scientificName',
    'taxonRank',
    'kingdom',
    'class',
    'vernacularName',
    'individualCount',
    'occurrenceStatus',
  ),
};

export const MEASUREMENT_FILE: DwcFile = {
  file: 'extendedmeasurementorfact.txt',
  rowType: `${OBIS}ExtendedMeasurementOrFact`,
  terms: [
    `${DWC}eventID`,
    `${DWC}measurementID`,
    `${DWC}measurementType`,
    `${DWC}measurementValue`,
    `${DWC}measurementUnit`,
    `${DWC}measurementRemarks`,
  ],
};

/** A term's short name: the URI's last part (`eventID`). */
export const termName = (uri: string) => uri.slice(uri.lastIndexOf('/') + 1);
