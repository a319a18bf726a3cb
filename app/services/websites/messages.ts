// What the Website screen and the /api website calls answer (spec section 8, Whitelist and websites).

/** Spec section 5, Website: name and code required. */
export const WEBSITE_REQUIRED_MESSAGE = "Website Name dan Code wajib diisi.";

export const WEBSITE_CREATED_MESSAGE = "Website berhasil ditambahkan.";

export const WEBSITE_NOT_FOUND_MESSAGE = "Website tidak ditemukan.";

export const websiteDeletedMessage = (website: { website_name: string; website_code: string }) =>
  `Website ${website.website_name} (${website.website_code}) berhasil dihapus.`;
