/**
 * The messages the server writes for people: schema messages, the DomainErrors that
 * reach the UI, and the progress and outcome texts of the jobs a learner follows. The server keeps
 * writing its English text (API clients and the spec's texts stay word for word); next to it, the
 * error body (`error.messageKey`, `error.params`) and the job (`messageKey`/`messageParams`,
 * `errorKey`/`errorParams`) carry the key of the template the text was made from and its
 * parameters, read back by `keyServerMessage`. The client words a keyed text from its catalogue
 * (`server_<key>` in messages/*.json) and shows the English text otherwise.
 *
 * One list: tests check that every key is in the six catalogues, that the English catalogue says
 * exactly the template, and that every schema message written in src/shared/api is listed. A
 * template's `{name}` is a parameter; a text is matched whole, exact texts first, then the
 * templates in this order (so put a more specific template before a more general one).
 */
export const SERVER_MESSAGES = {
  // Schemas (src/shared/api)
  at_most_characters: "At most {max} characters",
  auth_code_required: "Enter the 6-digit code or a backup code",
  auth_code_too_long: "That code is too long",
  auth_email_invalid: "Please enter a valid email address",
  auth_email_too_long: "Email must be at most {max} characters",
  auth_first_name_required: "First name is required",
  auth_first_name_too_long: "First name must be less than {max} characters",
  auth_last_name_required: "Last name is required",
  auth_last_name_too_long: "Last name must be less than {max} characters",
  auth_password_too_long: "Password must be at most {max} characters",
  auth_password_too_short: "Password must be at least {min} characters",
  bible_choose_at_least_one: "Choose at least one book",
  bible_choose_books: "Choose books of the Hebrew Bible",
  bible_choose_books_period: "Choose books of the Hebrew Bible.",
  books_choose_text: "Choose a text to import",
  collection_domain_required: "Domain is required",
  collection_slug_format: "Slug must be lowercase with hyphens (e.g. daily-1000)",
  collection_slug_taken: "A collection with this slug already exists in this domain.",
  collection_subcategory_not_in_domain: "The subcategory must be one with no domain or of the chosen domain.",
  collection_gone: "This collection no longer exists.",
  dictionary_choose_letter: "Choose a Hebrew letter or A–Z",
  parsing_book_or_collection: "Give a book and a chapter, or a collection",
  dictionary_place_together: "Give book, chapter, verse and position together, or none of them",
  domain_color: "Colour must be an HSL value such as 217 91% 60%",
  domain_gone: "This domain no longer exists.",
  domain_in_use_one: "This domain still holds 1 collection: delete them or move them to another domain first.",
  domain_in_use_many: "This domain still holds {count} collections: delete them or move them to another domain first.",
  domain_slug_format: "Slug must be lowercase with hyphens (e.g. daf-yomi)",
  domain_slug_taken: "A domain with this slug already exists.",
  domain_unknown: "The chosen domain does not exist.",
  generation_choose_collection: "Choose a collection.",
  generation_choose_target: "Choose a target collection.",
  generation_enter_reference: "Enter a text reference, e.g. Genesis 1:1-15.",
  generation_max_words_number: "Maximum words must be a number from 1 to 500.",
  generation_max_words_range: "Maximum words must be from 1 to 500.",
  generation_max_words_whole: "Maximum words must be a whole number.",
  generation_words_number: "Words must be a number from 0 to 500.",
  generation_words_range: "Words must be from 0 to 500.",
  generation_words_whole: "Words must be a whole number.",
  my_words_give_meaning: "Give the word's meaning",
  my_words_give_meaning_or_entry: "Give the word's meaning or the dictionary entry it comes from",
  my_words_give_word: "Give the word",
  name_required: "Name is required",
  not_found: "Not found",
  search_enter_term: "Enter a search term",
  settings_daily_goal_range: "Daily goal must be between {min} and {max}",
  settings_fsrs_weights: "FSRS weights are 19 (FSRS-5) or 21 (FSRS-6) numbers",
  settings_nothing_to_update: "Nothing to update",
  slug_required: "Slug is required",
  speech_text_rule: "Hebrew letters, vowel points and single spaces only",
  subcategory_gone: "This subcategory no longer exists.",
  subcategory_taken: "A subcategory with this name already exists in this domain.",
  user_delete_self: "You cannot delete your own account here.",
  user_exists: "A user with this e-mail address already exists.",
  user_gone: "This user no longer exists.",
  user_last_admin_delete: "The last administrator cannot be deleted.",
  user_last_admin_role: "The last administrator cannot lose the administrator role.",
  word_gone: "This word no longer exists.",
  words_hebrew_required: "Hebrew is required",
  bible_strong_or_form: "Give either strong or form",
  study_session_id: "Not a study session id",

  // Errors any request may meet (src/server/http/errors.ts)
  error_already_exists: "That already exists.",
  error_reference_missing: "A referenced record does not exist or is still in use.",
  error_out_of_range: "A value is out of the allowed range.",
  error_wrong_format: "A value has the wrong format.",
  error_server: "Something went wrong on the server.",
  error_not_json: "The request body is not valid JSON.",
  error_admin_only: "You need administrator privileges to do this.",
  error_sign_in: "User must be authenticated",
  error_database_unavailable: "The database is not available right now. Try again in a moment.",

  // better-auth's own messages (its error codes' texts; src/server/auth/auth-error-shape.ts keys them)
  auth_invalid_email_or_password: "Invalid email or password",
  auth_invalid_password: "Invalid password",
  auth_invalid_token: "Invalid token",
  auth_user_exists_use_another: "User already exists. Use another email.",
  auth_session_expired: "Session expired. Re-authenticate to perform this action.",
  auth_invalid_code: "Invalid code",
  auth_invalid_backup_code: "Invalid backup code",
  auth_otp_expired: "OTP has expired",
  auth_email_not_verified: "Email not verified",
  auth_wrong_codes_wait_seconds: "Too many wrong codes. Try again in {seconds} s.",
  auth_wrong_codes_wait_minutes: "Too many wrong codes. Try again in {minutes} min.",
  error_too_many_requests: "Too many requests. Please wait a moment and try again.",

  // Services (DomainErrors that reach the UI)
  backup_name_taken: "Backup failed: a backup with this name already exists. Try again.",
  backup_not_stored: "Backup failed: the backup could not be stored.",
  backup_not_found: "Backup not found",
  restore_missing_reference: "Restore failed: the file refers to something that does not exist here. Nothing was restored.",
  restore_slug_clash: "Restore failed: a collection in the file has the same domain and slug as another one here. Nothing was restored.",
  books_no_bible_book: "No book of the Hebrew Bible is imported yet.",
  parsing_not_an_item: "That word is not one the parsing drill asks about.",
  books_no_book: "There is no such book.",
  books_no_chapter: "There is no such chapter in this book.",
  books_chapter_format: "Chapter must be a number, or a page such as 2a.",
  collections_no_collection: "There is no such collection.",
  collections_own_limit: "You already have {limit} collections of your own, the most one account may keep.",
  transfer_admin_only: "Only administrators can import shared collections.",
  transfer_slug_clash: "A collection with the slug '{slug}' already exists in {domain}. Choose another slug, for example '{suggestedSlug}'.",
  transfer_too_large: "Invalid file: the file is larger than {mb} MB",
  // Anki packages
  anki_too_large: "The Anki package is larger than {mb} MB, the most Milim imports.",
  anki_choose_file: "Choose an Anki package (.apkg) to import.",
  anki_not_zip: "This file is not an Anki package (.apkg): it is not a zip archive.",
  anki_zip_unreadable: "This file is not an Anki package (.apkg): its zip archive cannot be read.",
  anki_no_collection: "This zip file is not an Anki package: it holds no collection.anki2 or collection.anki21.",
  anki_newer_format: "This package is in the newer Anki format (collection.anki21b), which Milim cannot read. In Anki, export the deck again with File › Export, 'Anki Deck Package (*.apkg)', and tick 'Support older Anki versions', then import that file.",
  anki_collection_too_large: "The package's collection is larger than {mb} MB once unpacked, the most Milim imports.",
  anki_cannot_unpack: "This Anki package is damaged: its collection cannot be unpacked.",
  anki_no_notes_table: "This Anki package is damaged: its collection has no notes table.",
  anki_not_database: "This Anki package is damaged: its collection is not a database Milim can read.",
  anki_no_notes: "This Anki package holds no notes: there is nothing to import.",
  anki_too_many_notes: "This Anki package holds {count} notes; Milim imports at most {max} into one collection.",
  anki_mapping_not_json: "The field mapping is not valid JSON.",
  anki_mapping_invalid: "The field mapping must give, for each note type, the index of its Hebrew field and of its meaning, transliteration and example fields (or null).",
  anki_mapping_missing_field: "The field mapping of note type '{name}' names a field it does not have.",
  anki_no_hebrew: "No note of this package has text in the field mapped to Hebrew: choose another field for the Hebrew.",
  anki_name_taken_meanwhile: "Another import took this collection's name at the same moment. Import the package again.",
  dictionary_choose_file: "Choose a lexicon file to upload.",
  dictionary_no_entry: "There is no such dictionary entry.",
  dictionary_entry_not_imported: "That entry has not been imported.",
  dictionary_none_imported: "There is no imported dictionary: import a lexicon in the Dictionary Manager first.",
  fit_needs_reviews: "Fitting needs {min} reviews made at least a day apart; you have {count}, so {missing} more are needed.",
  fit_no_optimiser: "The FSRS optimiser is not installed on this server's platform: parameters cannot be fitted here.",
  fit_no_fit: "There is no such fit to accept or reject.",
  fit_cool_down: "You fitted your parameters a moment ago. You can fit again in {minutes} min.",
  generation_no_request: "There is no such generation request.",
  generation_request_running: "A request in progress cannot be deleted: wait until it completes or fails.",
  generation_none_pending: "There are no pending requests to continue.",
  generation_queue_running: "The queue is already running: a request is in progress.",
  generation_no_collections: "There are no collections to generate words for.",
  generation_target_gone: "The target collection no longer exists.",
  generation_no_dictionary: "There is no imported dictionary to gloss the words: import a lexicon in the Dictionary Manager first, or set LLM_BASE_URL.",
  generation_no_glosses: "No word of this text has an entry in the imported dictionary.",
  generation_no_text: "There is no imported text for {title}: import it in Settings → Import Complete Texts, or set LLM_BASE_URL to generate with a language model.",
  generation_everyday_vocabulary: "{name} is everyday vocabulary, filled from a modern frequency list through Wiktionary's Hebrew entries: import Wiktionary Hebrew in the Dictionary Manager first, or set LLM_BASE_URL to generate it with a language model.",
  generation_library_no_hebrew: "The texts library has no Hebrew text for {label}.",
  generation_nothing_added_one: "Nothing was added: the 1 glossed word of {label} is already in {collection}.",
  generation_nothing_added_many: "Nothing was added: the {count} glossed words of {label} are already in {collection}.",
  generation_nothing_glossed_llm: "Nothing was added: no word of {label} has a gloss in the imported dictionaries or from the language model. Import a lexicon that covers this text in the Dictionary Manager.",
  generation_nothing_glossed: "Nothing was added: no word of {label} has a gloss in the imported dictionaries. Import a lexicon that covers this text in the Dictionary Manager, or set LLM_BASE_URL to gloss words with a language model.",
  jobs_no_job: "There is no such job.",
  list_link_stale: "This page link is not valid any more: reload the list.",
  list_changed: "The list changed since this page was read: reload the list.",
  my_words_no_word: "There is no such word in your My words.",
  speech_unavailable: "Pronunciation is not available on this server",
  speech_failed: "The pronunciation could not be made. Try again later.",
  words_not_visible: "There is no such word, or it is not visible to you.",
  generation_collection_gone: "The collection no longer exists.",
  generation_insert_failed: "Failed to insert words: {error}",
  generation_numbered_by_pages: "{title} is numbered by pages (2a, 2b…), not by chapters (1, 2…).",
  generation_numbered_by_chapters: "{title} is numbered by chapters (1, 2…), not by pages (2a, 2b…).",
  generation_pages_up_to: "{title} has pages up to {chapter}.",
  generation_chapters_count: "{title} has {count} chapters.",
  generation_not_a_chapter: "\"{section}\" is not a chapter of {title}.",
  generation_not_a_page: "\"{section}\" is not a page of {title}.",
  translation_all_done: "All {total} words are translated.",
  my_words_no_verse: "{title} has no verse {chapter}:{verse}.",
  text_no_vocabulary_domain: "{title} is not a Tanakh, Mishnah or Talmud text: its words have no vocabulary domain.",
  my_words_not_word: "\"{hebrew}\" is not word {position} of {place}.",
  my_words_no_domain: "There is no {domain} domain to keep the word in.",
  reading_path_no_domain: "There is no {domain} domain to keep the words in.",
  lemmas_not_tanakh: "OpenScriptures' morphology covers the books of the Tanakh; \"{title}\" is not one of them.",
  lemmas_no_match: "No word of {file}.xml matched the words of {title}.",
  lemmas_no_words: "{url} holds no words of OpenScriptures' morphology.",
  lexicon_cannot_import: "This source cannot be imported.",
  lexicon_upload_gone: "The uploaded file is gone; upload it again.",
  dictionary_online_source: "This source is looked up online; there is no file to upload.",
  transfer_collection_not_found: "Collection not found",
  transfer_unknown_domain: "Unknown domain '{domain}'. Choose one of this site's domains.",
  bible_no_verses: "{file}.xml holds no verses.",
  books_length_unknown: "The texts library does not say how long \"{title}\" is.",
  books_not_supported: "\"{title}\" is not a Tanakh book, a Mishnah tractate or a Talmud Bavli tractate.",
  books_library_no_text: "The texts library has no text for {label}.",
  books_no_chapter_verse: "This book has no such chapter and verse.",
  translations_not_numbered: "\"{title}\" is not a book the texts library numbers by chapter and verse.",
  collections_no_domain: "There is no domain \"{domain}\".",
  collections_no_collection_in: "There is no collection \"{slug}\" in the {domain} domain.",
  jobs_not_running: "Background jobs are not running on this server.",
  error_busy: "The server is busy with the same request for others. Try again in a moment.",
  error_untrusted_site: "This request comes from a site this server does not trust.",
  error_body_too_large: "The request body is larger than {max} bytes.",
  sefaria_says: "The texts library says: {error}",
  llm_timeout: "The language model did not answer within {seconds} seconds.",
  llm_unreachable: "The language model could not be reached (LLM_BASE_URL).",
  llm_status: "The language model answered with status {status}: {error}",
  llm_unusable: "The language model's answer could not be used: {error} (asked twice).",
  translation_failed_twice: "Translation failed: {error} (twice).",

  // Jobs: waiting, failing and finishing
  job_queued: "Queued",
  job_starting: "Starting...",
  job_starting_import: "Starting import...",
  job_complete: "Complete!",
  job_server_stopped: "The server stopped while this job was running. Start it again.",
  job_generation_waiting: "Waiting to generate…",
  job_generation_failed: "Generation failed",
  job_generation_timed_out: "Job timed out after 10 minutes",
  job_fit_waiting: "Waiting to fit…",
  job_fit_failed: "The fit failed",
  job_fit_timed_out: "The fit took longer than {minutes} minutes",
  job_translation_failed: "Translation failed",
  job_lemmas_failed: "Failed to import the lemmas",
  job_lexicon_failed: "Failed to import dictionary",
  job_bible_failed: "Failed to import the Hebrew Bible",
  job_library_failed: "Please check the reference and try again",
  job_book_failed: "The texts library could not be reached, or answered something unexpected. Please check the reference and try again.",
  job_translations_failed: "The texts library could not be reached, or answered something unexpected. Please try again.",
  job_library_setup_failed: "Failed to set up the library",

  // Jobs: progress and outcomes (exact texts above first, so "Saving the lemmas..." is not a title)
  job_fit_reading: "Reading your reviews…",
  job_fit_fitting: "Fitting to {count} reviews…",
  job_lemmas_saving: "Saving the lemmas...",
  job_lexicon_saving: "Saving the entries…",
  job_book_chapter: "Importing {title}: chapter {chapter} ({done} of {total})",
  job_book_page: "Importing {title}: page {chapter} ({done} of {total})",
  job_translations_chapter: "Adding translations to {title}: chapter {chapter} ({done} of {total})",
  job_translation_progress: "Translating with {translator}: {tried} of {total} words looked up",
  job_library_setup_filling: "Filling {name}…",
  job_library_setup_finished: "The library is set up: {done} done, {skipped} skipped, {failed} failed",
  job_bible_already: "{title} is already imported ({done} of {total})",
  job_bible_importing: "Importing {title} ({done} of {total})...",
  job_bible_imported_one: "Imported {done} of 1 book of the Hebrew Bible",
  job_bible_imported_many: "Imported {done} of {total} books of the Hebrew Bible",
  job_lemmas_imported: "Imported the lemmas of {matched} of {total} words",
  job_lemmas_downloading: "Downloading {file}.xml...",
  job_lemmas_matching: "Matching {count} words to {title}...",
  job_lexicon_imported: "Imported {count} entries",
  job_library_imported: "Imported {count} words",
  job_library_asking: "Asking the language model for {count} glosses…",
  job_library_saving: "Saving {count} words…",
  job_library_glossing: "Glossing the words of {label}…",
  job_library_reading_chapter: "Reading {title} {chapter} from the texts library…",
  job_library_reading: "Reading {label}…",
  job_generation_generating: "Generating {count} words for {label}…",
  job_generation_receiving: "Receiving words for {label}: {count}…",
  job_generation_added: "Added {count} words to {collection}",
  job_book_looking_up: "Looking up {title}...",
  job_book_saving: "Saving {title}...",
  job_fit_fitted: "Fitted to {count} reviews",
  lexicon_import_complete: "Import Complete: {count} entries",
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;
export type ServerMessageParams = Record<string, string | number>;
export interface KeyedServerMessage { key: ServerMessageKey; params: ServerMessageParams }

export const SERVER_MESSAGE_KEYS = Object.keys(SERVER_MESSAGES) as ServerMessageKey[];

/** The catalogue key of a server message (messages/*.json). */
export const serverCatalogueKey = (key: ServerMessageKey) => `server_${key}`;

/** A template's parameter names, in order. */
export const templateParams = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const ONE_WORD = new Set(["chapter", "verse", "position"]);
const exact = new Map<string, ServerMessageKey>();
const patterns: { key: ServerMessageKey; names: string[]; re: RegExp }[] = [];
for (const key of SERVER_MESSAGE_KEYS) {
  const template: string = SERVER_MESSAGES[key];
  const names = templateParams(template);
  if (names.length === 0) {
    if (!exact.has(template)) exact.set(template, key);
    continue;
  }
  // A chapter ("3", "2a"), a verse or a position is one word, so "Reading {title} {chapter} from…" splits a title with spaces right.
  const literals = template.split(/\{\w+\}/).map(escape);
  const source = literals.map((literal, i) => (i === 0 ? literal : `${ONE_WORD.has(names[i - 1]!) ? "(\\S+?)" : "(.+?)"}${literal}`)).join("");
  patterns.push({ key, names, re: new RegExp(`^${source}$`, "s") });
}

/** A parameter as the client formats it: "1,234" (the server's en-US numbers) and "12" are numbers. */
function paramValue(text: string): string | number {
  return /^\d{1,3}(,\d{3})*$|^\d+$/.test(text) ? Number(text.replace(/,/g, "")) : text;
}

/** The key and parameters of a text the server wrote from one of the templates; null for any other text. */
export function keyServerMessage(text: string): KeyedServerMessage | null {
  const key = exact.get(text);
  if (key) return { key, params: {} };
  for (const p of patterns) {
    const found = p.re.exec(text);
    if (found) return { key: p.key, params: Object.fromEntries(p.names.map((n, i) => [n, paramValue(found[i + 1]!)])) };
  }
  return null;
}

/** The English text of a template with its parameters (what the server writes). */
export function renderServerMessage(key: ServerMessageKey, params: ServerMessageParams = {}): string {
  return SERVER_MESSAGES[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
