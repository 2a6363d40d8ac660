import { useMemo, useState } from 'react';
import { useCombobox, useMultipleSelection } from 'downshift';
import { fieldIds } from '#shared/ui/field.tsx';

export interface BirdOption {
  id: string;
  name: string;
}

interface SimilarBirdsFieldProps {
  id: string;
  /** Every species but the one edited. */
  birds: readonly BirdOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  max: number;
  error?: string | undefined;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * 'Lijkt op' as a searchable multi-select (WAI-ARIA combobox with a list of chosen species):
 * type to filter, arrows and Enter to add, Backspace or a chip's button to remove. Downshift
 * keeps the roles, ids and keyboard of the pattern right.
 */
export function SimilarBirdsField({
  id,
  birds,
  value,
  onChange,
  max,
  error,
}: SimilarBirdsFieldProps) {
  const [input, setInput] = useState('');
  const byId = useMemo(() => new Map(birds.map((b) => [b.id, b])), [birds]);
  const selected = value.map((v) => byId.get(v) ?? { id: v, name: v });
  const full = value.length >= max;
  const items = useMemo(() => {
    const term = fold(input.trim());
    return birds.filter((b) => !value.includes(b.id) && fold(b.name).includes(term));
  }, [birds, value, input]);
  const { describedBy, errorId, hintId } = fieldIds(id, true, error !== undefined);

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } =
    useMultipleSelection<BirdOption>({
      selectedItems: selected,
      itemToKey: (item) => item?.id,
      onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems.map((b) => b.id)),
      getA11yStatusMessage: ({ selectedItems }) =>
        `${selectedItems.length} van ${max} soorten gekozen.`,
    });
  const combobox = useCombobox<BirdOption>({
    id,
    inputId: id,
    items,
    itemToString: (item) => item?.name ?? '',
    defaultHighlightedIndex: 0,
    selectedItem: null,
    inputValue: input,
    getA11yStatusMessage: ({ isOpen }) =>
      isOpen ? `${items.length} ${items.length === 1 ? 'soort' : 'soorten'} gevonden.` : '',
    stateReducer: (state, { changes, type }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          return {
            ...changes,
            isOpen: true,
            highlightedIndex: state.highlightedIndex,
            inputValue: '',
          };
        default:
          return changes;
      }
    },
    onStateChange: ({ inputValue, type, selectedItem }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          if (selectedItem && !full) onChange([...value, selectedItem.id]);
          setInput('');
          break;
        case useCombobox.stateChangeTypes.InputChange:
          setInput(inputValue ?? '');
          break;
        default:
          break;
      }
    },
  });
  const { isOpen, highlightedIndex, getLabelProps, getMenuProps, getInputProps, getItemProps } =
    combobox;

  return (
    <div className={`field similar-birds${error ? ' field--error' : ''}`}>
      <label className="field__label" {...getLabelProps({ htmlFor: id })}>
        Lijkt op
      </label>
      {selected.length > 0 && (
        <ul className="similar-birds__chips" aria-label="Gekozen soorten">
          {selected.map((bird, index) => (
            <li key={bird.id} className="similar-birds__chip">
              <span>{bird.name}</span>
              <button
                type="button"
                className="similar-birds__remove"
                aria-label={`${bird.name} weghalen`}
                {...getSelectedItemProps({ selectedItem: bird, index })}
                onClick={(event) => {
                  event.stopPropagation();
                  removeSelectedItem(bird);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="similar-birds__box">
        <input
          className="input"
          placeholder={full ? `Hoogstens ${max} soorten` : 'Typ een vogelnaam'}
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...getInputProps(getDropdownProps({ preventKeyAction: isOpen }))}
        />
        <ul
          className="similar-birds__menu"
          hidden={!isOpen || items.length === 0}
          {...getMenuProps()}
        >
          {isOpen &&
            items.map((bird, index) => (
              <li
                key={bird.id}
                className="similar-birds__option"
                data-highlighted={highlightedIndex === index || undefined}
                {...getItemProps({ item: bird, index })}
              >
                {bird.name}
              </li>
            ))}
        </ul>
      </div>
      <p id={hintId} className="field__hint">
        Soorten waarmee deze vogel vaak verward wordt (hoogstens {max}). Pijltjes en Enter om te
        kiezen; Backspace haalt de laatste weg.
      </p>
      {error !== undefined && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
