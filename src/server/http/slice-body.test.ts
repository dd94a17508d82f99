import { describe, expect, it } from "vitest";
import { SLICE_BYTES, sliceBody, sliceParts } from "./slice-body";

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const reader = stream.getReader();
  const slices: Uint8Array[] = [];
  for (let r = await reader.read(); !r.done; r = await reader.read()) slices.push(r.value);
  return slices;
}

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

describe("sliceParts", () => {
  const part = (length: number, seed: number) => Buffer.from(Array.from({ length }, (_, i) => (i + seed) % 251));

  it("sends the parts in order as slices of at most SLICE_BYTES: views of a large part, the small parts after a slice joined into it", async () => {
    const parts = [part(10, 1), part(0, 2), part(20, 3), part(2 * SLICE_BYTES + 5, 4), part(7, 5), part(SLICE_BYTES - 12, 6), part(30, 7), part(0, 8)];
    const slices = await readAll(sliceParts(parts));
    expect(Buffer.concat(slices).equals(Buffer.concat(parts))).toBe(true);
    // 10 + 20 (the next part does not fit whole), two full slices of the large part, its last 5 with the 7 and the 65,524 that fit, then the 30.
    expect(slices.map((s) => s.byteLength)).toEqual([30, SLICE_BYTES, SLICE_BYTES, SLICE_BYTES, 30]);
    expect(slices[1]!.buffer).toBe(parts[3]!.buffer);
  });

  it("ends at once without parts, and lets the event loop take a turn between slices", async () => {
    expect(await readAll(sliceParts([]))).toEqual([]);
    expect(await readAll(sliceParts([part(0, 1)]))).toEqual([]);
    const reader = sliceParts([part(SLICE_BYTES, 1), part(SLICE_BYTES, 2)]).getReader();
    let turns = 0;
    await reader.read();
    void new Promise<void>((resolve) => setImmediate(() => { turns++; resolve(); }));
    await reader.read();
    expect(turns).toBe(1);
    expect((await reader.read()).done).toBe(true);
  });
});
