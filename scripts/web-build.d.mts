export declare const repoRoot: string;
export declare const BUILD_STAMP: string;
export declare const WEB_BUILD_INPUTS: readonly string[];
export declare function webBuildState(): { fresh: true; builtAt: Date } | { fresh: false; reason: string };
export declare function writeBuildStamp(): void;
