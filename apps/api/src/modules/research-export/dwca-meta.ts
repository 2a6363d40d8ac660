import { type DwcFile, EVENT_FILE, MEASUREMENT_FILE, OCCURRENCE_FILE } from './dwca-terms.ts';

const fields = (file: DwcFile) =>
  file.terms.map((term, index) => `    <field index="${index}" term="${term}"/>`).join('\n');

function table(kind: 'core' | 'extension', file: DwcFile): string {
  const id = kind === 'core' ? '<id index="0"/>' : '<coreid index="0"/>';
  return `  <${kind} encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="${file.rowType}">
    <files><location>${file.file}</location></files>
    ${id}
${fields(file)}
  </${kind}>`;
}

/** meta.xml: which file is the core, which are extensions, and every column's term URI. */
export function metaXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<archive xmlns="http://rs.tdwg.org/dwc/text/" metadata="eml.xml">
${table('core', EVENT_FILE)}
${table('extension', OCCURRENCE_FILE)}
${table('extension', MEASUREMENT_FILE)}
</archive>
`;
}
