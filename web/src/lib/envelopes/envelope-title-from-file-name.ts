/** Spec §5: the title holds 60 characters; a new envelope's title keeps 50 of the file's name. */
export const CREATION_TITLE_KEEP = 50;

/**
 * The title of an envelope made from a file: its name, or when the name (without extension) is
 * longer than 50 characters, its first 50, an ellipsis and the extension (spec §5, "Envelope").
 */
export const envelopeTitleFromFileName = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot) : '';
  const characters = Array.from(base);
  if (characters.length <= CREATION_TITLE_KEEP) return fileName;
  return `${characters.slice(0, CREATION_TITLE_KEEP).join('')}…${extension}`;
};
