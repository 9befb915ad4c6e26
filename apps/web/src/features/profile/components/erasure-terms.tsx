import type { BlogPostChoice } from '@grant/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceFieldset } from '../../../components/ui/choice-fieldset';
import { useT } from '../../../i18n/use-t';

interface ErasureTermsProps {
  /** What deleting the account does, already in the chosen language: told to its owner, or to an admin about them. */
  effects: readonly string[];
  /** The blog posts' choice: its legend ('Your blog posts'), the form's `register('blogPosts')`, and its message. */
  posts: { legend: string; field: UseFormRegisterReturn; error?: string };
}

/** What deleting an account does, and what becomes of its blog posts: in "Delete my account" and in an admin's "Delete account". */
export function ErasureTerms({ effects, posts }: ErasureTermsProps) {
  const t = useT();
  const options: { value: BlogPostChoice; label: string }[] = [
    { value: 'remove', label: t('Remove them') },
    { value: 'keep', label: t('Keep them as a former member’s') },
  ];
  return (
    <>
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-800">
        {effects.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
      <ChoiceFieldset legend={posts.legend} options={options} field={posts.field} error={posts.error} />
    </>
  );
}
