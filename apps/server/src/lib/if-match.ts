/**
 * The version an edit was made against, from its validated If-Match header (ifMatchHeadersSchema):
 * undefined when the caller sent none, and then the edit applies whatever the record's version
 * (last write wins, as the spec's client expects).
 */
export const versionOf = (headers: { 'if-match'?: string }): Date | undefined =>
  headers['if-match'] ? new Date(headers['if-match']) : undefined;
