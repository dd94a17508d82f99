import crypto from "node:crypto";
import type { PasswordHasher } from "../../src/server/auth/auth";

const KEY_LENGTH = 64;
/** scrypt at N=1024, r=8: about 3 ms a hash, against better-auth's N=16384, r=16 (about 100 ms). */
const COST = { N: 1024, r: 8, p: 1 } as const;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, COST, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * The in-process API tests' password hashing: better-auth's scheme (scrypt, "salt:key" in hex) at a
 * low cost, as test settings of other frameworks do (a run of the API tests hashes about 550
 * times, about 58 CPU-seconds at the real cost). The servers of the process and browser tests hash at the real cost.
 */
export const testPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = crypto.randomBytes(16).toString("hex");
    return `${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    const derived = await derive(password, salt);
    const expected = Buffer.from(key, "hex");
    return expected.length === derived.length && crypto.timingSafeEqual(expected, derived);
  },
};
