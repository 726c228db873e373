export declare const repoRoot: string;
export declare const demoConfigFile: string;
export declare const demoDist: string;
export declare function isDemoBuilt(): boolean;
export declare function buildDemo(): Promise<void>;
