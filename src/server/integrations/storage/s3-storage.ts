import crypto from "node:crypto";
import { AwsClient } from "aws4fetch";
import { createHttpClient, HttpRedirectRefusedError, type RequestOptions } from "../http-client";
import { assertSafeKey, StorageConflictError, type Storage } from "./storage";

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Time limit of one try (default 60 s: a backup can be large). */
  timeoutMs?: number;
}

const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

function decodeXml(s: string): string {
  return s.replace(/&(lt|gt|quot|apos|amp|#(\d+)|#x([0-9a-f]+));/gi, (_, name: string, dec?: string, hex?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" } as Record<string, string>)[name.toLowerCase()]!;
  });
}

/**
 * An S3-compatible bucket (AWS, MinIO, Garage, R2...) over path-style URLs
 * ({endpoint}/{bucket}/{key}), requests signed with SigV4 by aws4fetch. A no-overwrite put sends
 * `If-None-Match: *`; the server answers 412 when the key exists. Requests go through the shared
 * HTTP client (time limit, retries of 5xx/429 with backoff, User-Agent), each try signed anew.
 * Redirects are followed within S3_ENDPOINT's origin only: one elsewhere fails, nothing sent there.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: "s3",
  });
  const http = createHttpClient({
    baseUrl: `${options.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(options.bucket)}`,
    timeoutMs: options.timeoutMs ?? 60_000,
    // aws4fetch rebuilds the request: hand it the signal so the time limit still applies.
    prepare: (request) => client.sign(request, { signal: request.signal }),
    // A PUT carries a learner's backup: a 307/308 would send it wherever it points.
    redirects: "same-origin",
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  async function send(path: string, init: RequestOptions): Promise<Response> {
    try {
      return await http.request(path, init);
    } catch (e) {
      if (!(e instanceof HttpRedirectRefusedError)) throw e;
      throw new Error(`S3 ${init.method ?? "GET"} ${path || "(list)"}: the store at ${e.configuredOrigin} (S3_ENDPOINT) answered ${e.status} to another address (${e.origin}); `
        + "the request was not sent there, as it carries a learner's backup or a signature. Set S3_ENDPOINT to the address the store now answers at.", { cause: e });
    }
  }

  const EMPTY_SHA256 = crypto.createHash("sha256").update("").digest("hex");

  async function fail(res: Response, what: string): Promise<never> {
    const body = await res.text().catch(() => "");
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
    throw new Error(`S3 ${what} failed: ${res.status}${code ? ` ${code}` : ""}`);
  }

  return {
    kind: "s3",
    async put(key, bytes, { overwrite, contentType }) {
      assertSafeKey(key);
      // Sign the payload's hash too (aws4fetch would send UNSIGNED-PAYLOAD), so the server checks the bytes.
      const headers: Record<string, string> = {
        "content-type": contentType ?? "application/octet-stream",
        "x-amz-content-sha256": crypto.createHash("sha256").update(bytes).digest("hex"),
      };
      if (!overwrite) headers["if-none-match"] = "*";
      const res = await send(encodeKey(key), { method: "PUT", headers, body: bytes });
      if (res.status === 412 || res.status === 409) {
        await res.body?.cancel();
        throw new StorageConflictError(key);
      }
      if (!res.ok) await fail(res, `PUT ${key}`);
      await res.body?.cancel();
    },
    async get(key) {
      assertSafeKey(key);
      const res = await send(encodeKey(key), { method: "GET" });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) await fail(res, `GET ${key}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    async delete(key) {
      assertSafeKey(key);
      // S3 answers 204 whether or not the object was there.
      const res = await send(encodeKey(key), { method: "DELETE", headers: { "x-amz-content-sha256": EMPTY_SHA256 } });
      if (!res.ok && res.status !== 404) await fail(res, `DELETE ${key}`);
      await res.body?.cancel();
    },
    async list(prefix = "") {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const query: Record<string, string> = { "list-type": "2", prefix };
        if (token) query["continuation-token"] = token;
        const res = await send("", { method: "GET", query });
        if (!res.ok) await fail(res, "LIST");
        const xml = await res.text();
        for (const m of xml.matchAll(/<Key>([\s\S]*?)<\/Key>/g)) keys.push(decodeXml(m[1]!));
        const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
        token = truncated ? decodeXml(/<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "") || undefined : undefined;
      } while (token);
      return keys.sort();
    },
  };
}
