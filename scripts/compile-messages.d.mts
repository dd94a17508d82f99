export declare const messagesOutdir: string;
export declare const paraglideOptions: Record<string, unknown>;
export declare function messagesOutOfDate(): boolean;
export declare function compileMessages(options?: { force?: boolean }): boolean;
