// What sign-in answers (the page and POST /api/login alike).

export const CREDENTIALS_REQUIRED_MESSAGE = "Username dan password wajib diisi.";

/** spec section 8: the success alert of a sign-in */
export const LOGIN_SUCCESS_MESSAGE = "Login successful!";
