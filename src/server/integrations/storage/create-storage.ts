import path from "node:path";
import type { Config } from "../../config";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/**
 * The backups store: S3-compatible when BACKUP_STORAGE=s3 (or unset with S3_ENDPOINT set), otherwise
 * files in DATA_DIR/backups. S3_BUCKET defaults to "backups".
 */
export function createStorage(config: Config): Storage {
  const useS3 = config.BACKUP_STORAGE ? config.BACKUP_STORAGE === "s3" : !!config.S3_ENDPOINT;
  if (!useS3) return createLocalStorage(path.join(config.dataDir, "backups"));
  if (!config.S3_ENDPOINT || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error("BACKUP_STORAGE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
