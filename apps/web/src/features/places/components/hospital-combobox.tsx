import type { Hospital } from '@grant/shared';
import { Check, Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
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

/**
 * The hospital field: a text input that offers the directory's hospitals of the chosen district as
 * the person types, in either language (the WAI-ARIA 1.2 combobox with a list: focus stays in the
 * input, arrows move the active option, Enter chooses, Escape closes). The last option keeps what was
 * typed, for a hospital the directory lacks.
 */
export function HospitalCombobox({ control, name, district, onType, onChoose, onNotInList, placeholder }: HospitalComboboxProps) {
  const t = useT();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useSettled(name.trim(), TYPING_PAUSE_MS);
  const asked = query.length >= MIN_LETTERS;
  const search = useHospitalSearch(district, query, open && asked);
  const hospitals = asked ? (search.data ?? []) : [];
  // The hospitals, then "not in the list" once something is typed.
  const count = hospitals.length + (name.trim() ? 1 : 0);
  const shown = open && count > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (index: number) => {
    const hospital = hospitals[index];
    if (hospital) onChoose(hospital);
    else onNotInList();
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (count === 0 ? -1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

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
        {...control}
        className={`${control.className} h-11 pl-10`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={name}
        placeholder={placeholder}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <p className="sr-only" aria-live="polite">
        {open ? status : ''}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t('Hospitals')}
        hidden={!shown}
        className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-lg border border-stone-300 bg-white py-1 shadow-lg"
      >
        {hospitals.map((hospital, index) => (
          <ComboOption key={hospital._id} id={optionId(index)} active={index === active} onChoose={() => choose(index)}>
            <span className="block font-medium">{ownWords(hospital.name, hospital.nameBn)}</span>
            <span className="block text-sm text-stone-600">{placeName(hospital.district)}</span>
          </ComboOption>
        ))}
        {name.trim() && (
          <ComboOption id={optionId(hospitals.length)} active={active === hospitals.length} onChoose={() => choose(hospitals.length)} last>
            {t('Not in the list: keep “{name}”', { name: name.trim() })}
          </ComboOption>
        )}
      </div>
    </div>
  );
}

interface ComboOptionProps {
  id: string;
  active: boolean;
  onChoose: () => void;
  /** "Not in the list", set apart from the hospitals. */
  last?: boolean;
  children: ReactNode;
}

/** One option of the list: focus stays in the input (aria-activedescendant names the active one). */
function ComboOption({ id, active, onChoose, last, children }: ComboOptionProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the input (arrows and Enter); an option never has focus.
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      className={cn('cursor-pointer px-3 py-2', last && 'border-t border-stone-200 text-stone-800', active && 'bg-brand-50')}
      // Chosen on press, before the input's blur closes the list.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {children}
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
