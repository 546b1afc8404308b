/** The page where providers list or claim their listing. spec: reviews-and-provider-page §2. */
export const GET_LISTED_PATH = "/partners/get-listed/";
