import type { Settings, UpdateSettings } from "../../../shared/api/settings";
import type { Db } from "../../db/client";
import { getOrCreateSettings, updateSettings } from "./queries";

/** The learner's settings, made with the defaults on first read. */
export const getSettings = (db: Db, userId: string): Promise<Settings> => getOrCreateSettings(db, userId);

/** Changes only the given fields (already validated: daily goal 1–200, a known filter). */
export const changeSettings = (db: Db, userId: string, patch: UpdateSettings): Promise<Settings> => updateSettings(db, userId, patch);
