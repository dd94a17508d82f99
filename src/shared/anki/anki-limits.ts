/**
 * How large an Anki package Milim takes. The package is refused past ANKI_MAX_BYTES
 * before anything is unpacked (its Content-Length, then while it streams); its collection database
 * is refused past ANKI_MAX_COLLECTION_BYTES as the zip declares it, before it is inflated (a zip
 * bomb is never inflated into memory); at most ANKI_MAX_NOTES notes, as for a collection file.
 */
import { IMPORT_MAX_WORDS } from "../collection-transfer/transfer-word";

export const ANKI_MAX_MB = 50;
export const ANKI_MAX_BYTES = ANKI_MAX_MB * 1024 * 1024;
export const ANKI_MAX_COLLECTION_MB = 200;
export const ANKI_MAX_COLLECTION_BYTES = ANKI_MAX_COLLECTION_MB * 1024 * 1024;
export const ANKI_MAX_NOTES = IMPORT_MAX_WORDS;
