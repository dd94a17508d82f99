/** Where "/" leads: the first collection a signed-in user sees. */
export const HOME_PATH = "/modern/daily-1000";
