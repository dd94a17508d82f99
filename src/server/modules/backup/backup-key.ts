/** Where a user's backups live in the "backups" store: `<user id>/<file name>`. */
export const backupKey = (userId: string, fileName: string) => `${userId}/${fileName}`;
