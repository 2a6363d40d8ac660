import { OfficePage } from '../office-common/index.ts';
import { AboutEditor } from './about-editor.tsx';
import { FaqEditor } from './faq-editor.tsx';
import './office-content.css';

/** Beheer → Teksten: 'Over de app' and the FAQ. */
export function OfficeTextsPage() {
  return (
    <OfficePage heading="Teksten" intro="'Over de app' en de veelgestelde vragen.">
      <AboutEditor />
      <FaqEditor />
    </OfficePage>
  );
}
