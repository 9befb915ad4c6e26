import { actsAsAdmin, actsAsStaff, type Standing } from '../users/standing';

/**
 * Who may act on a donation request, written once for both sides: the server enforces these rules
 * (requests.policy.ts), and the web shows a request's actions only to those they allow, so nobody
 * meets a button that always fails. `isRequester`: the person made the request.
 */
export const requestPermissions = {
  /** Marking done or canceled: the requester, or active staff who follow requests up. */
  canFinish: (person: Standing, isRequester: boolean) => isRequester || actsAsStaff(person),

  /** Editing: the requester, or active staff (the Filter Data screens link every row to its edit form). */
  canEdit: (person: Standing, isRequester: boolean) => isRequester || actsAsStaff(person),

  /** Seeing who answered a request (notified, declined, pledged): the requester, or active staff. */
  canSeeResponses: (person: Standing, isRequester: boolean) => isRequester || actsAsStaff(person),

  /**
   * Seeing who the donors are (the request page's matching donors, who pledged, who declined): the
   * requester, or active staff; anyone else sees how many (issue 47).
   */
  canSeeDonorList: (person: Standing, isRequester: boolean) => isRequester || actsAsStaff(person),

  /** Reporting it to the admins (decision 0040): anyone with an active account, except its requester. */
  canReport: (person: Standing, isRequester: boolean) => person.status === 'Active' && !isRequester,

  /** Deleting: the requester, or an active admin; a volunteer may edit other people's requests but not delete them. */
  canDelete: (person: Standing, isRequester: boolean) => isRequester || actsAsAdmin(person),
};
