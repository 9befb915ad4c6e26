import type { BlogPostChoice, ErasurePreview } from '@grant/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ChoiceFieldset } from '../../../components/ui/choice-fieldset';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';

interface ErasureTermsProps {
  /** What deleting the account does, already in the chosen language: told to its owner, or to an admin about them. */
  effects: readonly string[];
  /** The account's blog posts as the server counts them (GET …/erasure): the choice is asked only when there are some. */
  preview: UseQueryResult<ErasurePreview>;
  /** The blog posts' choice: its legend ('Your blog posts'), the form's `register('blogPosts')`, and its message. */
  posts: { legend: string; field: UseFormRegisterReturn; error?: string };
}

/** The dialogs' rule: the choice about the posts is to be made when the account has some (the server checks it again). */
export const asksAboutPosts = (preview: UseQueryResult<ErasurePreview>) => (preview.data?.blogPosts ?? 0) > 0;

/** What deleting an account does, and what becomes of its blog posts: in "Delete my account" and in an admin's "Delete account". */
export function ErasureTerms({ effects, preview, posts }: ErasureTermsProps) {
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
      {preview.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
          <Spinner size="sm" label="" /> {t('Looking for blog posts…')}
        </p>
      ) : preview.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-red-800">
          <span>{errorMessage(preview.error)}</span>
          <Button variant="secondary" size="sm" onClick={() => void preview.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : (
        asksAboutPosts(preview) && (
          <ChoiceFieldset legend={posts.legend} options={options} field={posts.field} error={posts.error} required />
        )
      )}
    </>
  );
}
