import { eq, isNull, or, type SQL } from "drizzle-orm";
import { collections } from "./schema";

/** Every learner read of collections and their words: shared (no owner) or owned by the user. */
export const visibleTo = (userId: string): SQL => or(isNull(collections.ownerId), eq(collections.ownerId, userId))!;
