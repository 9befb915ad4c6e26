/** Why the server refuses an uploaded image or form; each has Bangla in the web's dictionary. */
export const UPLOAD_TEXTS = {
  chooseImage: 'Choose an image to upload.',
  imageEmpty: 'The image file is empty.',
  imageTooLarge: 'The image must be at most 5 MB.',
  imageTooManyPixels: 'The image must be at most 40 megapixels.',
  imageUnreadable: 'The image could not be read.',
  imageTypes: 'Upload a JPEG, PNG, WebP or GIF image.',
  sendMultipart: 'Send the form as multipart/form-data.',
  unknownField: 'The form has a field that is not valid.',
} as const;
