export function postgresBinDir(env?: Record<string, string | undefined>): string | null;
export function startThrowawayCluster(): Promise<{ url: string; stop: () => void; logFile: string }>;
