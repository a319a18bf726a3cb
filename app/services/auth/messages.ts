// What sign-in answers (the page and POST /api/login alike).

export const CREDENTIALS_REQUIRED_MESSAGE = "Username dan password wajib diisi.";
