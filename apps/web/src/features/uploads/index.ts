/** Image upload, used by the forms that take a picture (profile). */
export { uploadImage } from './api/upload-image';
