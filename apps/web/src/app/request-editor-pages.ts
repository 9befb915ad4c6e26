/**
 * The pages that write a request, in one chunk: both are the same form (each lazy chunk of its own
 * adds its loader to every visitor's entry script).
 */
export { CreateRequestPage } from '../features/requests/pages/create-request-page';
export { EditRequestPage } from '../features/requests/pages/edit-request-page';
