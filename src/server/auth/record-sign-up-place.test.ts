import { describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client";
import type { Logger } from "../lib/logger";
import { recordSignUpPlace } from "./record-sign-up-place";

describe("recordSignUpPlace", () => {
  it("only logs a failed lookup (the sign-up is not affected) and writes nothing", async () => {
    const warn = vi.fn();
    const db = { update: vi.fn() } as unknown as Db;
    const failing = { locate: async () => { throw new Error("database file missing"); } };
    await expect(recordSignUpPlace(db, failing, { warn } as unknown as Logger, "user-1", "8.8.8.8")).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ userId: "user-1" }), "Could not record the sign-up location");
    expect((db as unknown as { update: ReturnType<typeof vi.fn> }).update).not.toHaveBeenCalled();
  });
});
