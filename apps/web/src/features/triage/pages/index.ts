/** The volunteers' pages, in one chunk: a volunteer on the board opens the call sheets from it. */
export { CallSheetPage } from './call-sheet-page';
export { TriagePage } from './triage-page';
