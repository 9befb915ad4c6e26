import { type FilePart, multipart } from './factories';

export interface RawBody {
  payload: Buffer;
  contentType: string;
}

const BOUNDARY = 'grant-test-boundary';
const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;
const raw = (text: string, contentType = withBoundary): RawBody => ({ payload: Buffer.from(text, 'latin1'), contentType });

/** Broken bodies that still say multipart/form-data: each must be refused with a 4xx, never a 500. */
export const MALFORMED_MULTIPART: Record<string, RawBody> = {
  garbage: raw('this is not multipart at all \u0000\u00ff\r\n'),
  'garbage without a boundary': raw('this is not multipart at all', 'multipart/form-data'),
  'an empty boundary': raw(`--${BOUNDARY}\r\n`, 'multipart/form-data; boundary='),
  'an end after a field header': raw(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n`),
  'an end after a file header': raw(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  'an end inside a part header': raw(`--${BOUNDARY}\r\nContent-Disposition: form-da`),
  'no closing boundary': raw(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nRafiq\r\n`),
  'an end inside a file': raw(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nRafiq\r\n--${BOUNDARY}\r\n` +
      `Content-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\u0089PNG\r\n`,
  ),
};

/** Bodies that busboy reads as a form without fields (it skips a part without a name): valid, only empty. */
export const EMPTY_MULTIPART: Record<string, RawBody> = {
  'an empty body': raw(''),
  'a part without a disposition': raw(`--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
};

/** A real form cut short at `fraction` of its length (0..1): the end of a body that broke off in transit. */
export async function truncatedForm(fields: Record<string, string>, files: Record<string, FilePart>, fraction: number): Promise<RawBody> {
  const form = await multipart(fields, files);
  const cut = Math.max(1, Math.floor(form.payload.length * Math.min(Math.max(fraction, 0), 0.999)));
  return { payload: form.payload.subarray(0, cut), contentType: form.headers['content-type'] };
}
