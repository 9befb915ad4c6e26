import { type Blog, PAGE_PATHS, pagePath } from '@grant/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { excerptOf } from '../blog-text';
import { BlogByline } from './blog-byline';
import { BlogThumbnail } from './blog-thumbnail';

interface BlogCardProps {
  blog: Blog;
  /** Edit and Delete, for the people who may use them. */
  actions?: ReactNode;
  /** A mark beside the title, such as the content screen's NEW. */
  badge?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** The first card's image, on screen at once on a phone and the list's largest paint, is not lazy-loaded. */
  eager?: boolean;
}

/** A post in a grid: image, title (the link to the post), a plain-text excerpt, author and date. */
export function BlogCard({ blog, actions, badge, headingLevel: Heading = 'h2', eager = false }: BlogCardProps) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <BlogThumbnail src={blog.imageUrl} title={blog.title} eager={eager} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Heading className="text-lg leading-snug font-bold break-words text-stone-900">
            <Link to={pagePath(PAGE_PATHS.blogPost, blog._id)} className="hover:text-brand-800 hover:underline">
              {blog.title}
            </Link>
          </Heading>
          {badge}
        </div>
        <p className="line-clamp-3 text-sm break-words text-stone-700">{excerptOf(blog.content)}</p>
        <BlogByline blog={blog} className="mt-auto text-sm text-stone-600" />
        {actions}
      </div>
    </article>
  );
}
