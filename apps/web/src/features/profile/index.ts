/** What other features may use of the profile: the terms of deleting an account (an admin deletes one from the users page). */
export { asksAboutPosts, ErasureTerms } from './components/erasure-terms';
