export declare const messagesOutdir: string;
export declare const LOCALES: readonly string[];
export declare function messagesOutOfDate(): boolean;
export declare function compileMessages(options?: { force?: boolean }): boolean;
