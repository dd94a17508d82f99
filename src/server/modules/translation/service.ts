import type { TranslationStatus } from "../../../shared/api/translation";
import type { Db } from "../../db/client";
import { getTranslationStatus } from "./queries";

/** How many words lack a translation in each language (the admin's translation-status button). */
export const translationStatus = (db: Db): Promise<TranslationStatus> => getTranslationStatus(db);
