// What the Website screen and the /api website calls answer (spec section 8, Whitelist and websites).

export const WEBSITE_CREATED_MESSAGE = "Website berhasil ditambahkan.";

export const websiteDeletedMessage = (website: { website_name: string; website_code: string }) =>
  `Website ${website.website_name} (${website.website_code}) berhasil dihapus.`;
