/**
 * The stored and downloaded name of a backup: backup-{timestamp}.json, with the
 * timestamp's ":" and "." made safe for every file system: 2025-01-02T03:04:05.678Z →
 * backup-2025-01-02T03-04-05-678Z.json.
 */
export function backupFileName(timestamp: string, suffix?: number): string {
  const safe = timestamp.replace(/[:.]/g, "-");
  return `backup-${safe}${suffix && suffix > 1 ? `-${suffix}` : ""}.json`;
}

export const BACKUP_FILE_NAME_PATTERN = /^backup-[0-9TZ-]+\.json$/;
