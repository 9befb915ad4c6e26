/** Paragraphs of a post: the text between blank lines, each kept as plain text (line breaks inside stay). */
export const paragraphsOf = (content: string): string[] =>
  content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** A short, single-line preview of a post for cards. */
export const excerptOf = (content: string, max = 180): string => {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
};
