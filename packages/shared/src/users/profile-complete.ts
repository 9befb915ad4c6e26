// No zod here: the web app's signed-in guard imports this, and it is part of the home page's bundle.

/** Whether division, district and blood group are known (an account made by Google sign-in starts without them). */
export const isProfileComplete = (user: { division: string | null; district: string | null; blood: string | null }): boolean =>
  Boolean(user.division && user.district && user.blood);
