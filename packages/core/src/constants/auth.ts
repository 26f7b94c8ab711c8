export const CODE_LENGTH = 6;
/** The login button stays disabled under this many characters (docs/product.md §2.3). */
export const PHONE_MIN_LENGTH = 10;
export const SESSION_DAYS = 30;
export const TEMPORARY_TOKEN_MINUTES = 15;
