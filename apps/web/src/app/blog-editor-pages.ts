/** The pages that write a blog post, in one chunk: both are the same editor (see request-editor-pages.ts). */
export { AddBlogPage } from '../features/blogs/pages/add-blog-page';
export { EditBlogPage } from '../features/blogs/pages/edit-blog-page';
