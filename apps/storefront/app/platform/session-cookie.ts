/** Name of the cookie carrying the signed session id; its presence marks a shopper with personal state. */
export const SESSION_COOKIE = "eyewear_session";
