/**
 * Title and description of pages whose header the server also writes into their first screen
 * (src/server/http/first-screen): one text for both, so the two never differ.
 */
export const PAGE_HEADERS = {
  dictionary: { title: "Dictionary", description: "Hebrew and Aramaic lexicons: search a word however you type it, or browse by letter." },
  review: { title: "Review", description: "Words due today, oldest first. Again, Hard, Good or Easy (keys 1–4) decides when each comes back." },
} as const;

/** The sign-up card's heading (/auth without a mode), also in the server's first screen of /auth. */
export const SIGN_UP_HEADER = { title: "Create an account", description: "Start learning Hebrew and Aramaic vocabulary." } as const;
