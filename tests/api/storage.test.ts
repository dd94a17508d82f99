import crypto from "node:crypto";
import fs from "node:fs";
import fsPromises from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/server/config";
import { createStorage } from "../../src/server/integrations/storage/create-storage";
import { createLocalStorage } from "../../src/server/integrations/storage/local-storage";
import { createS3Storage } from "../../src/server/integrations/storage/s3-storage";
import { StorageConflictError } from "../../src/server/integrations/storage/storage";
import { createAdmin } from "../helpers/factories";
import { call, createTestContext } from "../helpers/test-app";

const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array | null) => (b ? new TextDecoder().decode(b) : null);

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac("sha256", key).update(data).digest();
const sha256hex = (data: crypto.BinaryLike) => crypto.createHash("sha256").update(data).digest("hex");
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Recomputes the AWS Signature Version 4 of a request, as an S3 server does. */
function expectedSignature(req: http.IncomingMessage, secret: string, signedHeaders: string[], scope: { date: string; region: string }, payloadHash: string): string {
  const url = new URL(req.url!, "http://s3.local");
  const query = [...url.searchParams.entries()].map(([k, v]) => [rfc3986(k), rfc3986(v)]).sort(([a, x], [b, y]) => (a! < b! ? -1 : a! > b! ? 1 : x! < y! ? -1 : 1)).map(([k, v]) => `${k}=${v}`).join("&");
  const headers = signedHeaders.map((h) => `${h}:${String(req.headers[h] ?? "").trim().replace(/\s+/g, " ")}\n`).join("");
  const canonical = [req.method, url.pathname, query, headers, signedHeaders.join(";"), payloadHash].join("\n");
  const amzDate = String(req.headers["x-amz-date"]);
  const credentialScope = `${scope.date}/${scope.region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, credentialScope, sha256hex(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, scope.date), scope.region), "s3"), "aws4_request");
  return crypto.createHmac("sha256", key).update(toSign).digest("hex");
}

/**
 * A small S3-compatible server: path-style /{bucket}/{key}, objects in memory, SigV4 Authorization
 * signature required and verified (payload hash included for PUT), If-None-Match: * honoured,
 * ListObjectsV2 with pages of 2 keys.
 */
function startFakeS3(bucket: string, accessKeyId: string, secretAccessKey: string) {
  const objects = new Map<string, Buffer>();
  const requests: Array<{ method: string; url: string; authorization: string | undefined }> = [];
  const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const auth = req.headers.authorization;
      requests.push({ method: req.method!, url: req.url!, authorization: auth });
      const error = (status: number, code: string) => {
        res.writeHead(status, { "content-type": "application/xml" });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
      };
      const sig = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(auth ?? "");
      if (!sig || sig[1] !== accessKeyId || !req.headers["x-amz-date"] || !sig[4]!.split(";").includes("host")) return error(403, "AccessDenied");
      const payloadHash = req.headers["x-amz-content-sha256"];
      const unsignedOk = req.method === "GET" && payloadHash === "UNSIGNED-PAYLOAD";
      if (!unsignedOk && payloadHash !== crypto.createHash("sha256").update(body).digest("hex")) return error(400, "XAmzContentSHA256Mismatch");
      if (!sig[4]!.split(";").includes("x-amz-content-sha256")) return error(403, "AccessDenied");
      const signature = expectedSignature(req, secretAccessKey, sig[4]!.split(";"), { date: sig[2]!, region: sig[3]! }, String(payloadHash));
      if (signature !== sig[5]) return error(403, "SignatureDoesNotMatch");

      const url = new URL(req.url!, "http://s3.local");
      const [, b, ...rest] = url.pathname.split("/");
      if (b !== bucket) return error(404, "NoSuchBucket");
      const key = rest.map(decodeURIComponent).join("/");
      if (req.method === "PUT" && key) {
        if (req.headers["if-none-match"] === "*" && objects.has(key)) return error(412, "PreconditionFailed");
        objects.set(key, body);
        res.writeHead(200, { etag: '"x"' });
        return res.end();
      }
      if (req.method === "DELETE" && key) {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      if (req.method === "GET" && key) {
        const obj = objects.get(key);
        if (!obj) return error(404, "NoSuchKey");
        res.writeHead(200, { "content-type": "application/octet-stream" });
        return res.end(obj);
      }
      if (req.method === "GET" && url.searchParams.get("list-type") === "2") {
        const prefix = url.searchParams.get("prefix") ?? "";
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const start = Number(url.searchParams.get("continuation-token") ?? "0");
        const page = all.slice(start, start + 2);
        const truncated = start + 2 < all.length;
        res.writeHead(200, { "content-type": "application/xml" });
        return res.end(`<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name>${page.map((k) => `<Contents><Key>${xmlEscape(k)}</Key></Contents>`).join("")}<IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ""}</ListBucketResult>`);
      }
      return error(405, "MethodNotAllowed");
    });
  });
  return new Promise<{ url: string; objects: Map<string, Buffer>; requests: typeof requests; close(): Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, objects, requests, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

describe("local storage", () => {
  const root = path.join(os.tmpdir(), `milim-storage-${crypto.randomUUID()}`);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("writes, reads and lists files, and never overwrites without being asked", async () => {
    const store = createLocalStorage(root);
    await store.put("u1/backup-1.json", enc("first"), { overwrite: false });
    await expect(store.put("u1/backup-1.json", enc("second"), { overwrite: false })).rejects.toBeInstanceOf(StorageConflictError);
    expect(dec(await store.get("u1/backup-1.json"))).toBe("first");
    expect(fs.readFileSync(path.join(root, "u1", "backup-1.json"), "utf8")).toBe("first");
    await store.put("u1/backup-1.json", enc("replaced"), { overwrite: true });
    expect(dec(await store.get("u1/backup-1.json"))).toBe("replaced");
    await store.put("u2/backup-2.json", enc("other"), { overwrite: false });
    expect(await store.list("u1/")).toEqual(["u1/backup-1.json"]);
    expect(await store.list()).toEqual(["u1/backup-1.json", "u2/backup-2.json"]);
    expect(await store.get("u1/missing.json")).toBeNull();
    expect(await createLocalStorage(path.join(root, "nothing")).list()).toEqual([]);
    await store.delete("u2/backup-2.json");
    await store.delete("u2/backup-2.json"); // gone already: no error
    expect(await store.list()).toEqual(["u1/backup-1.json"]);
  });

  it("lists a user's files by reading that user's folder only, not every user's", async () => {
    const store = createLocalStorage(root);
    for (const u of ["u7", "u8", "u9"]) await store.put(`${u}/backup-1.json`, enc(u), { overwrite: false });
    await store.put("u7/sub/backup-2.json", enc("nested"), { overwrite: false });
    // The real readdir, with the folders it is asked for noted.
    const read: string[] = [];
    const realReaddir = fsPromises.readdir.bind(fsPromises);
    const readdir = vi.spyOn(fsPromises, "readdir").mockImplementation(((dir: string, options: never) => {
      read.push(path.relative(root, dir));
      return realReaddir(dir, options);
    }) as never);
    try {
      expect(await store.list("u7/")).toEqual(["u7/backup-1.json", "u7/sub/backup-2.json"]);
      expect(await store.list("u7/backup-")).toEqual(["u7/backup-1.json"]);
      expect(await store.list("u70/")).toEqual([]);
    } finally {
      readdir.mockRestore();
    }
    expect([...new Set(read)].sort()).toEqual(["u7", path.join("u7", "sub"), "u70"]);
    await expect(store.list("../")).rejects.toThrow(/Invalid storage key/);
  });

  it("refuses keys that leave the folder", async () => {
    const store = createLocalStorage(root);
    for (const key of ["../x.json", "/etc/x", "a//b", "a\\b", ""]) {
      await expect(store.put(key, enc("x"), { overwrite: true })).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe("S3-compatible storage", () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => { s3 = await startFakeS3("backups", "AKIDTEST", "secret"); });
  afterAll(async () => { await s3.close(); });

  it("signs requests (SigV4) and uses path-style URLs with If-None-Match: * for no-overwrite", async () => {
    const store = createS3Storage({ endpoint: s3.url, bucket: "backups", region: "eu-west-1", accessKeyId: "AKIDTEST", secretAccessKey: "secret" });
    await store.put("u1/backup a+b.json", enc("שָׁלוֹם"), { overwrite: false, contentType: "application/json" });
    expect(s3.objects.get("u1/backup a+b.json")?.toString("utf8")).toBe("שָׁלוֹם");
    expect(s3.requests.at(-1)).toMatchObject({ method: "PUT", url: "/backups/u1/backup%20a%2Bb.json" });
    expect(s3.requests.at(-1)!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/s3\/aws4_request/);

    await expect(store.put("u1/backup a+b.json", enc("again"), { overwrite: false })).rejects.toBeInstanceOf(StorageConflictError);
    expect(s3.objects.get("u1/backup a+b.json")?.toString("utf8")).toBe("שָׁלוֹם");
    await store.put("u1/backup a+b.json", enc("replaced"), { overwrite: true });
    expect(dec(await store.get("u1/backup a+b.json"))).toBe("replaced");
    await store.put("u1/old.json", enc("old"), { overwrite: false });
    await store.delete("u1/old.json");
    expect(s3.requests.at(-1)).toMatchObject({ method: "DELETE", url: "/backups/u1/old.json" });
    expect(s3.objects.has("u1/old.json")).toBe(false);
    expect(await store.get("u1/none.json")).toBeNull();

    for (const k of ["u1/b.json", "u1/c&d.json", "u2/e.json"]) await store.put(k, enc(k), { overwrite: false });
    expect(await store.list("u1/")).toEqual(["u1/b.json", "u1/backup a+b.json", "u1/c&d.json"]);
    expect(await store.list()).toHaveLength(4);
  });

  it("fails clearly with wrong credentials", async () => {
    const store = createS3Storage({ endpoint: s3.url, bucket: "backups", region: "us-east-1", accessKeyId: "WRONG", secretAccessKey: "x" });
    await expect(store.put("k.json", enc("x"), { overwrite: false })).rejects.toThrow("S3 PUT k.json failed: 403 AccessDenied");
    const badSecret = createS3Storage({ endpoint: s3.url, bucket: "backups", region: "us-east-1", accessKeyId: "AKIDTEST", secretAccessKey: "wrong" });
    await expect(badSecret.put("k.json", enc("x"), { overwrite: false })).rejects.toThrow("S3 PUT k.json failed: 403 SignatureDoesNotMatch");
    await expect(badSecret.list()).rejects.toThrow("S3 LIST failed: 403 SignatureDoesNotMatch");
    expect(s3.objects.has("k.json")).toBe(false);
  });

  it("is chosen by the configuration, and POST /api/backups stores the file there", async () => {
    const env = { S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: "AKIDTEST", S3_SECRET_ACCESS_KEY: "secret" };
    expect(createStorage(loadConfig({ ...env, DATA_DIR: os.tmpdir() })).kind).toBe("s3");
    expect(createStorage(loadConfig({ ...env, DATA_DIR: os.tmpdir(), BACKUP_STORAGE: "local" })).kind).toBe("local");
    expect(() => createStorage(loadConfig({ BACKUP_STORAGE: "s3", DATA_DIR: os.tmpdir() }))).toThrow(/needs S3_ENDPOINT/);

    const ctx = await createTestContext(env);
    try {
      const user = await createAdmin(ctx);
      const r = await call(ctx, "POST", "/api/backups", { user });
      expect(r.status).toBe(200);
      expect(r.json.storage).toBe("s3");
      const stored = s3.objects.get(`${user.id}/${r.json.fileName}`);
      expect(JSON.parse(stored!.toString("utf8"))).toEqual(r.json.backup);
      const list = await call(ctx, "GET", "/api/backups", { user });
      expect(list.json.backups).toEqual([{ fileName: r.json.fileName }]);
    } finally {
      await ctx.close();
    }
  });
});
