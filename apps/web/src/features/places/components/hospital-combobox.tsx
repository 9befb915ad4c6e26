import type { Hospital } from '@grant/shared';
import { useCombobox } from 'downshift';
import { Check, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import type { FormControlProps } from '../../../components/ui/form-field';
import { ownWords, placeName } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { useHospitalSearch } from '../api/places-api';

/** Letters typed before the directory is asked, and the pause after the last one. */
const MIN_LETTERS = 2;
const TYPING_PAUSE_MS = 250;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface HospitalComboboxProps {
  control: FormControlProps;
  /** What is typed: the request's hospitalName. */
  name: string;
  district: string;
  onType: (name: string) => void;
  onChoose: (hospital: Hospital) => void;
  /** "Not in the list": the typed name stays, with no directory hospital. */
  onNotInList: () => void;
  placeholder?: string;
}

/** The list's last option: keep what was typed, for a hospital the directory lacks. */
const NOT_IN_LIST = 'not-in-list';
type Choice = Hospital | typeof NOT_IN_LIST;

/**
 * The hospital field: a text input that offers the directory's hospitals of the chosen district as
 * the person types, in either language. Downshift's `useCombobox` (decision 0057) does the WAI-ARIA
 * 1.2 combobox: focus stays in the input, arrows move the active option, Enter chooses, Escape
 * closes. What is typed is the form's own value: the combobox never writes it back on a choice.
 */
export function HospitalCombobox({ control, name, district, onType, onChoose, onNotInList, placeholder }: HospitalComboboxProps) {
  const t = useT();
  const query = useSettled(name.trim(), TYPING_PAUSE_MS);
  const asked = query.length >= MIN_LETTERS;
  const [wanted, setWanted] = useState(false);
  const search = useHospitalSearch(district, query, wanted && asked);
  const hospitals = asked ? (search.data ?? []) : [];
  const choices: Choice[] = name.trim() ? [...hospitals, NOT_IN_LIST] : hospitals;

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<Choice>({
    items: choices,
    inputId: control.id,
    inputValue: name,
    // No chosen item is kept: a choice fills the form, and typing again starts afresh.
    selectedItem: null,
    itemToString: (choice) => (choice && choice !== NOT_IN_LIST ? choice.name : name),
    itemToKey: (choice) => (choice === NOT_IN_LIST ? NOT_IN_LIST : choice?._id),
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) onType(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem === NOT_IN_LIST) onNotInList();
      else if (selectedItem) onChoose(selectedItem);
    },
    onIsOpenChange: ({ isOpen: open }) => setWanted(Boolean(open)),
  });
  const shown = isOpen && choices.length > 0;

  const status = !asked
    ? ''
    : search.isFetching && !search.data
      ? t('Looking for hospitals…')
      : hospitals.length === 0
        ? t('No hospital of that name in the list.')
        : t('{count} hospitals found. Use the arrow keys to choose.', { count: hospitals.length });

  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-stone-500" />
      <input
        {...getInputProps({
          ...control,
          // Named by the field's own <label for>, not by a label of Downshift's.
          'aria-labelledby': undefined,
          'aria-expanded': shown,
          className: `${control.className} h-11 pl-10`,
          placeholder,
        })}
      />
      <p className="sr-only" aria-live="polite">
        {isOpen ? status : ''}
      </p>
      <div
        {...getMenuProps({ 'aria-label': t('Hospitals') })}
        hidden={!shown}
        className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-lg border border-stone-300 bg-white py-1 shadow-lg"
      >
        {choices.map((choice, index) => (
          <div
            key={choice === NOT_IN_LIST ? NOT_IN_LIST : choice._id}
            {...getItemProps({ item: choice, index })}
            className={cn(
              'cursor-pointer px-3 py-2',
              choice === NOT_IN_LIST && 'border-t border-stone-200 text-stone-800',
              index === highlightedIndex && 'bg-brand-50',
            )}
          >
            {choice === NOT_IN_LIST ? (
              t('Not in the list: keep “{name}”', { name: name.trim() })
            ) : (
              <>
                <span className="block font-medium">{ownWords(choice.name, choice.nameBn)}</span>
                <span className="block text-sm text-stone-600">{placeName(choice.district)}</span>
              </>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The directory hospital chosen, said under the field. */
export function ChosenHospital({ hospital }: { hospital: Pick<Hospital, 'name' | 'district'> & { nameBn?: string } }) {
  const t = useT();
  return (
    <p className="flex items-center gap-1.5 text-sm text-green-800">
      <Check aria-hidden="true" className="size-4" />
      {t('From the hospital list: {name}, {district}', {
        name: ownWords(hospital.name, hospital.nameBn),
        district: placeName(hospital.district),
      })}
    </p>
  );
}
