/**
 * What other features may use of requests: the request lists and their columns, the calls the
 * dashboard and alerts make, the requests' cache keys (a pledge from the call sheet refreshes them), and
 * the call reading one request (the details page's early script starts it).
 */
export { requestPath } from './api/request-path';
export { requestKeys } from './api/request-query';
export { useDeclineRequest, useOwnRequests, useVerifyRequest } from './api/requests-api';
export { FilterDataScreen } from './components/filter-data-screen';
export { deleteColumn, doneColumn, editColumn } from './components/request-actions';
export { detailsColumn, requestColumns } from './components/request-columns';
export { RequestList } from './components/request-list';
export { VerifiedMark } from './components/verification';
