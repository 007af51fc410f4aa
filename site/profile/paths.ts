/** The personal cabinet's pages (seed 000 §2 /profile children), for the nav, menu and routes. */
export const profilePaths = {
  personalData: '/profile',
  changePassword: '/profile/change_password',
  notifications: '/profile/notifications',
  policyAgreement: '/profile/policy_agreement',
  ratings: '/profile/ratings',
} as const;
