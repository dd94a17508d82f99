import { describe, expect, it } from "vitest";
import { newAnswerId } from "./new-answer-id";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newAnswerId", () => {
  it("uses randomUUID when there is one", () => {
    expect(newAnswerId()).toMatch(UUID_V4);
  });
  it("makes a v4 UUID from getRandomValues outside secure contexts", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newAnswerId({ getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) })));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
