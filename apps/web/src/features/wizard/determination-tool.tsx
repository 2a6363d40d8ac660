import { buildFilterQuery, type WizardFilter } from '@tvt/domain';
import type { ReactNode } from 'react';
import { ColourPicker } from './colour-picker.tsx';
import { BeakPicker, SilhouettePicker, SizePicker } from './pickers.tsx';

export interface DeterminationToolProps {
  /** 1 size, 2 colours, 3 silhouette, 4 beak; any other page shows only the slot content. */
  currentPage?: number;
  filter: WizardFilter;
  onSizeChange?: (size: number) => void;
  onColorChange?: (colours: number[]) => void;
  onSilhouetteChange?: (silhouette: number) => void;
  onBeakChange?: (beak: number) => void;
  /** After every picker change: the `&key=value` query (domain rule) and the new filter. */
  onFilterChange: (query: string, filter: WizardFilter) => void;
  children?: ReactNode;
}

/**
 * Spec 2 "Embeddable determination widgets": composes the four pickers; each raises its own
 * change event, then the tool raises filterChange. The filter lives with the caller, so it
 * survives the tool being unmounted (a closed sheet).
 */
export function DeterminationTool({
  currentPage = 1,
  filter,
  onFilterChange,
  children,
  ...events
}: DeterminationToolProps) {
  const emit = (next: WizardFilter) => onFilterChange(buildFilterQuery(next), next);
  return (
    <div className="determination-tool" data-page={currentPage}>
      {currentPage === 1 && (
        <SizePicker
          value={filter.size}
          onSizeChange={(size) => {
            events.onSizeChange?.(size);
            emit({ ...filter, size });
          }}
        />
      )}
      {currentPage === 2 && (
        <ColourPicker
          value={filter.color}
          onColorChange={(color) => {
            events.onColorChange?.(color);
            emit({ ...filter, color });
          }}
        />
      )}
      {currentPage === 3 && (
        <SilhouettePicker
          value={filter.silhouette}
          onSilhouetteChange={(silhouette) => {
            events.onSilhouetteChange?.(silhouette);
            emit({ ...filter, silhouette });
          }}
        />
      )}
      {currentPage === 4 && (
        <BeakPicker
          value={filter.beak}
          onBeakChange={(beak) => {
            events.onBeakChange?.(beak);
            emit({ ...filter, beak });
          }}
        />
      )}
      {children}
    </div>
  );
}
