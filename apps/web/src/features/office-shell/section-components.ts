import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type OfficeSection, officeSections } from './sections.ts';

export interface LoadedSection extends OfficeSection {
  Page: LazyExoticComponent<ComponentType>;
}

/** Each section's page as a lazy component, made once so React keeps its loaded state. */
export const loadedSections: LoadedSection[] = officeSections.map((section) => ({
  ...section,
  Page: lazy(section.lazy),
}));
