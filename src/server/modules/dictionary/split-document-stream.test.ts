import { describe, expect, it } from "vitest";
import { splitDocumentStream } from "./jastrow-source";

async function* partsOf(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function documents(text: string, size: number): Promise<string[]> {
  const out: string[] = [];
  for await (const doc of splitDocumentStream(partsOf(text, size))) {
    const chunks: Buffer[] = [];
    for await (const c of doc) chunks.push(Buffer.from(c));
    out.push(Buffer.concat(chunks).toString());
  }
  return out;
}

describe("splitDocumentStream (Jastrow's letter files uploaded as one body)", () => {
  const a = '<?xml version="1.0"?><a>א</a>\n';
  const b = '<?xml version="1.0"?><b>ב</b>\n';
  const c = '<?xml version="1.0"?><c/>';

  it("gives each XML document whole, whatever the parts' size (a declaration cut between parts included)", async () => {
    for (const size of [1, 2, 3, 4, 5, 7, 64, 10_000]) {
      expect(await documents(a + b + c, size)).toEqual([a, b, c]);
    }
  });

  it("gives one document when there is no declaration, and none for an empty upload", async () => {
    expect(await documents("<a>א</a>", 3)).toEqual(["<a>א</a>"]);
    expect(await documents("", 3)).toEqual([]);
  });
});
