export declare const CHROMIUM_ARGS: string[];
export declare const FULL_CHROMIUM: string;
export declare const LIGHT_CHROMIUM: string;
