import type { UseFormRegisterReturn } from 'react-hook-form';

/** A yes-or-no answer with its explanation, in a bordered box the whole of which toggles it. */
export function CheckboxCard({ label, hint, registration }: { label: string; hint: string; registration: UseFormRegisterReturn }) {
  return (
    <label className="flex items-start gap-3 rounded-xl border border-stone-300 p-4">
      <input type="checkbox" className="mt-1 size-5 shrink-0 accent-brand-700" {...registration} />
      <span>
        <span className="block font-medium">{label}</span>
        <span className="block text-sm text-stone-700">{hint}</span>
      </span>
    </label>
  );
}
