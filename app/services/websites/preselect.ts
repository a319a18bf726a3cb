/**
 * Spec: the website a screen's website selector starts on. ADMIN picks one (nothing is chosen
 * for them); a CHECKER or CS, who has exactly one website, has it chosen for them. View BO,
 * View Mutasi, Delete and the upload steps all start from here.
 */
export function preselectedWebsite(user: { account_role: string }, choices: readonly string[]): string {
  return user.account_role !== "ADMIN" && choices.length === 1 ? choices[0] : "";
}
