/** The image types an upload may be (profile photos, blog thumbnails): checked by the server, offered by the file pickers. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
