/** The react-query key of the roles list (page and dialog). */
export const ROLES_KEY = ['admin', 'roles'] as const;
