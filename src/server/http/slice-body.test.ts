import { describe, expect, it } from "vitest";
import { SLICE_BYTES, sliceBody } from "./slice-body";

describe("sliceBody", () => {
  const bytes = Buffer.from(Array.from({ length: 3 * SLICE_BYTES + 10 }, (_, i) => i % 251));

  it("gives the bytes back in slices of at most SLICE_BYTES, in order, then ends", async () => {
    const reader = sliceBody(bytes).getReader();
    const slices: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) slices.push(r.value);
    expect(slices.map((s) => s.byteLength)).toEqual([SLICE_BYTES, SLICE_BYTES, SLICE_BYTES, 10]);
    expect(Buffer.concat(slices).equals(bytes)).toBe(true);
  });

  it("lets the event loop take a turn before each slice after the first", async () => {
    const reader = sliceBody(bytes).getReader();
    let turns = 0;
    const turn = () => new Promise<void>((resolve) => setImmediate(() => { turns++; resolve(); }));
    await reader.read();
    // Work another request queued while the first slice went out runs before the next slice.
    void turn();
    await reader.read();
    expect(turns).toBe(1);
    void turn();
    await reader.read();
    expect(turns).toBe(2);
  });

  it("is read whole as a Response body (the in-process requests of the first screen and the tests)", async () => {
    expect(Buffer.from(await new Response(sliceBody(bytes)).arrayBuffer()).equals(bytes)).toBe(true);
  });
});
