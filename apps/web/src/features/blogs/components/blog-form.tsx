import { BLOG_LIMITS, BLOG_TEXTS, blogFieldsSchema, LIMITS, UPLOAD_IMAGE_TYPES, UPLOAD_TEXTS } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { SubmitRow } from '../../../components/ui/server-error';
import { ImageFileInput } from '../../../components/ui/text-field';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { useServerError } from '../../../lib/use-server-error';
import type { BlogFormData } from '../api/blogs-api';
import { BlogThumbnail } from './blog-thumbnail';

const IMAGE_TYPES: readonly string[] = UPLOAD_IMAGE_TYPES;

/** The thumbnail file: required for a new post, optional when editing; the server checks it again by content. */
const thumbnailSchema = (required: boolean) =>
  z.custom<FileList | undefined>().superRefine((files, ctx) => {
    const file = files?.[0];
    if (!file) {
      if (required) ctx.addIssue({ code: 'custom', message: BLOG_TEXTS.thumbnailRequired });
      return;
    }
    if (!IMAGE_TYPES.includes(file.type)) ctx.addIssue({ code: 'custom', message: UPLOAD_TEXTS.imageTypes });
    else if (file.size > LIMITS.uploadMaxBytes) ctx.addIssue({ code: 'custom', message: UPLOAD_TEXTS.imageTooLarge });
  });

interface FormValues {
  title: string;
  content: string;
  image?: FileList;
}

interface BlogFormProps {
  mode: 'create' | 'edit';
  initial?: { title: string; content: string; imageUrl: string };
  submitLabel: Text;
  onSubmit: (data: BlogFormData) => Promise<void>;
  /** Editing: loads the post again after someone else changed it (the server's 412). */
  onReload?: () => void;
}

/** A preview of the chosen file, from a blob: URL that is let go when the choice changes. */
function useFilePreview(files: FileList | undefined): string | null {
  const file = files?.[0];
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !IMAGE_TYPES.includes(file.type)) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** The spec's Add Blog form (title, Thumbnail image, Content, Add), also used to edit a post. */
export function BlogForm({ mode, initial, submitLabel, onSubmit, onReload }: BlogFormProps) {
  const t = useT();
  const { serverError, setServerError, clearServerError, onInvalid } = useServerError<unknown>();
  const schema = blogFieldsSchema.extend({ image: thumbnailSchema(mode === 'create') });
  const form = useForm<FormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FormValues>,
    defaultValues: { title: initial?.title ?? '', content: initial?.content ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const contentLength = form.watch('content')?.length ?? 0;
  const preview = useFilePreview(form.watch('image'));
  const shownImage = preview ?? initial?.imageUrl;

  const submit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      await onSubmit({ title: values.title, content: values.content, image: values.image?.[0] });
    } catch (error) {
      setServerError(error);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormField label={t('Title')} required error={errors.title?.message}>
        {(control) => <input {...control} {...form.register('title')} className={`${control.className} h-11`} autoComplete="off" />}
      </FormField>
      <FormField
        label={t('Thumbnail image')}
        required={mode === 'create'}
        error={errors.image?.message}
        hint={t(mode === 'create' ? 'JPEG, PNG, WebP or GIF, up to 5 MB.' : 'Optional: choose a new image to replace the current one.')}
      >
        {(control) => <ImageFileInput control={control} {...form.register('image')} />}
      </FormField>
      {shownImage && (
        <figure className="max-w-sm">
          <BlogThumbnail src={shownImage} title={t(preview ? 'the chosen image' : 'the current image')} eager className="rounded-xl" />
          <figcaption className="mt-1 text-sm text-stone-600">{t(preview ? 'The chosen image' : 'The current image')}</figcaption>
        </figure>
      )}
      <FormField
        label={t('Content')}
        required
        error={errors.content?.message}
        hint={t('Plain text; leave a blank line between paragraphs. {count} / {max} characters.', {
          count: contentLength,
          max: BLOG_LIMITS.contentMaxLength,
        })}
      >
        {(control) => <textarea {...control} {...form.register('content')} className={`${control.className} min-h-64 py-2`} rows={12} />}
      </FormField>
      <SubmitRow error={serverError} onReload={onReload} busy={isSubmitting} label={submitLabel} />
    </form>
  );
}
